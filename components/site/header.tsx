"use client";
// The site header: a desktop bar with the mega menu from 1024 px, a compact bar with the drawer below it.
// Both are in the HTML and CSS picks one, so the right variant shows before any JavaScript runs. A client component
// without props: its markup and the drawer's link lists come from a script every public page shares and caches,
// instead of again in each page's inline payload beside the HTML.
import { ButtonLink } from "@/components/ui/button";
import { IntentLink } from "@/components/ui/intent-link";
import { groupLinks, navigation, quickActions } from "@/lib/content/navigation";
import { site } from "@/lib/site";
import { Logo } from "./logo";
import { MegaMenu } from "./mega-menu";
import { MobileDrawer } from "./mobile-drawer";
import { ScrollHeader } from "./scroll-header";
import { SpriteIcon } from "@/components/ui/sprite-icon";
import { SearchButton } from "./search-button";

function PortalLink() {
  return (
    <IntentLink href="/login" aria-label="Sign in to the portal" title="Portal sign in" className="header-icon">
      <SpriteIcon name="user-round" className="size-5" />
    </IntentLink>
  );
}

export function SiteHeader() {
  return (
    <ScrollHeader>
      <div className="relative hidden lg:block" data-testid="desktop-header">
        <div className="container-page flex h-[4.5rem] items-center gap-3 xl:gap-6">
          <Logo />
          <div className="flex-1">
            <MegaMenu titles={navigation.map((group) => group.title)} />
          </div>
          <div className="flex items-center gap-1 xl:gap-2">
            <SearchButton />
            <PortalLink />
            {quickActions.map((action) => (
              <ButtonLink key={action.href} href={action.href} variant={action.variant} size="sm" className="h-10 px-4">
                {action.label}
              </ButtonLink>
            ))}
          </div>
        </div>
      </div>
      <div className="flex h-16 items-center justify-between px-3 lg:hidden" data-testid="mobile-header">
        <MobileDrawer
          sections={navigation.map((group) => ({
            title: group.title,
            href: group.href,
            links: groupLinks(group).map(({ label, href }) => ({ label, href })),
          }))}
          actions={quickActions}
          phone={site.phone}
          email={site.email.general}
        />
        <Logo />
        <PortalLink />
      </div>
    </ScrollHeader>
  );
}
