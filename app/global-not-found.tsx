// Any URL that matches no route: the 404 page with the site's header and footer. Next renders it on its own, without
// the root layout (experimental.globalNotFound), so unlike a root not-found.tsx it is not carried in the payload of
// every other page. Unknown catalogue paths inside the public site use (marketing)/not-found.tsx.
import type { Metadata, Viewport } from "next";
import { SiteFooter } from "@/components/site/footer";
import { SiteHeader } from "@/components/site/header";
import { NotFoundContent } from "@/components/site/not-found-content";
import { env } from "@/lib/env";
import { site } from "@/lib/site";
import { bodyClassName, documentViewport, htmlClassName } from "./document";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(env().SITE_URL),
  title: `Page not found | ${site.name}`,
  robots: { index: false },
};

export const viewport: Viewport = documentViewport;

export default function GlobalNotFound() {
  return (
    <html lang="en" className={htmlClassName}>
      <body className={bodyClassName}>
        <SiteHeader />
        <main id="main">
          <NotFoundContent />
        </main>
        <SiteFooter />
      </body>
    </html>
  );
}
