// Public pages: announcement bar, header, footer and the chat assistant around each page.
import { AnnouncementBar } from "@/components/site/announcement-bar";
import { ChatLauncher } from "@/components/site/chat-launcher";
import { SiteFooter } from "@/components/site/footer";
import { SiteHeader } from "@/components/site/header";
import { announcementIntervalMs, announcements } from "@/lib/content/announcements";

export default function MarketingLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-4 focus:left-4 focus:z-[60] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:shadow-lift"
      >
        Skip to content
      </a>
      <AnnouncementBar items={announcements} intervalMs={announcementIntervalMs} />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        {children}
      </main>
      <SiteFooter />
      <ChatLauncher />
    </>
  );
}
