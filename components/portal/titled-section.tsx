// A page's section named by its own heading (the heading's id labels the section for assistive technology), and a
// detail page's top: the link back to its list and the page's title.
import Link from "next/link";
import type { ReactNode } from "react";
import { PortalIcon } from "@/components/portal/icon";

type SectionProps = { id: string; title: ReactNode; className: string; headingClassName: string; children: ReactNode };

export function TitledSection({ id, title, className, headingClassName, children }: SectionProps) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={headingClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** How a detail view's links to its list and its neighbours look. */
export const pageNavLinkClass =
  "inline-flex items-center gap-1.5 text-sm font-semibold text-accent-700 hover:underline";

/** The link back to a detail view's list. */
export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className={pageNavLinkClass}>
      <PortalIcon name="arrow-left" className="size-4" /> {children}
    </Link>
  );
}

/**
 * The back link and the h1 every detail view labels itself by (`view-title`); `nav` stands in for the back link where
 * a page leads back in a way of its own (a request opened from the queue).
 */
export function DetailTitle({
  back,
  backText,
  title,
  nav,
}: {
  back: string;
  backText: string;
  title: ReactNode;
  nav?: ReactNode;
}) {
  return (
    <>
      {nav ?? <BackLink href={back}>{backText}</BackLink>}
      <h1 id="view-title" className="mt-3 text-2xl font-bold break-words text-ink">
        {title}
      </h1>
    </>
  );
}
