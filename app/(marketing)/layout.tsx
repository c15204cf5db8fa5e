// Public pages: announcement bar, header, footer and the chat assistant around each page.
import { AnnouncementBar } from "@/components/site/announcement-bar";
import { ChatLauncher } from "@/components/site/chat-launcher";
import { SiteFooter } from "@/components/site/footer";
import { SiteHeader } from "@/components/site/header";
import { HydratedMark } from "@/components/site/hydrated-mark";
import { announcementIntervalMs, announcements } from "@/lib/content/announcements";

export default function MarketingLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <AnnouncementBar items={announcements} intervalMs={announcementIntervalMs} />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        {children}
      </main>
      <SiteFooter />
      <ChatLauncher />
      <HydratedMark />
    </>
  );
}
