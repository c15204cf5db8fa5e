"use client";
// Mobile navigation: a modal drawer with page search, expandable sections, quick actions and contact links.
import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { Disclosure } from "@/components/ui/disclosure";
import { IconButton } from "@/components/ui/icon-button";
import { SpriteIcon } from "@/components/ui/sprite-icon";
import type { LinkItem } from "@/lib/content/navigation";
import { Highlight } from "./highlight";
import { useSiteSearch } from "./use-site-search";

export type DrawerSection = { title: string; href?: string; links: LinkItem[] };
type Props = {
  sections: DrawerSection[];
  actions: readonly { label: string; href: string; variant: "primary" | "secondary" }[];
  phone: { display: string; tel: string };
  email: string;
};

export function MobileDrawer({ sections, actions, phone, email }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  // The site's search index lives on the server (GET /api/search); nothing of it is in the page's JavaScript.
  const { query: trimmed, results, settled: searched, failed } = useSiteSearch(query);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
    // The page behind a modal drawer must not scroll.
    document.documentElement.style.overflow = open ? "hidden" : "";
  }, [open]);

  const close = () => setOpen(false);

  return (
    <>
      <button
        ref={openerRef}
        type="button"
        onClick={() => setOpen(true)}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        className="grid size-11 place-items-center rounded-xl text-ink hover:bg-slate-100"
      >
        <SpriteIcon name="menu" className="size-6" />
      </button>
      <dialog
        ref={dialogRef}
        aria-label="Site menu"
        onClose={() => {
          setOpen(false);
          openerRef.current?.focus();
        }}
        onClick={(event) => {
          // A click on the backdrop lands on the dialog element itself.
          if (event.target === dialogRef.current) close();
          else if ((event.target as HTMLElement).closest("a")) close();
        }}
        className="drawer m-0 h-dvh max-h-none w-[85%] max-w-[380px] bg-white p-0 text-ink shadow-lift backdrop:bg-navy-950/60"
      >
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
            <span className="text-lg font-bold">Menu</span>
            <IconButton
              icon="x"
              label="Close menu"
              onClick={close}
              className="grid size-11 place-items-center rounded-xl hover:bg-slate-100"
              iconClassName="size-6"
            />
          </div>
          <div className="flex-1 overflow-y-auto overscroll-contain px-4 py-4">
            <form
              role="search"
              action="/search"
              onSubmit={(event) => {
                // Enter opens the first result; with none, the results page (/search) says so.
                const first = results[0];
                if (first) {
                  event.preventDefault();
                  close();
                  window.location.assign(first.href);
                }
              }}
            >
              <label htmlFor="drawer-search" className="sr-only">
                Search the site
              </label>
              <div className="relative">
                <SpriteIcon
                  name="search"
                  className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
                />
                <input
                  id="drawer-search"
                  type="search"
                  name="q"
                  maxLength={100}
                  value={query}
                  onChange={(event) => setQuery(event.target.value)}
                  placeholder="Search solutions, training, resources..."
                  autoComplete="off"
                  className="drawer-search"
                />
              </div>
            </form>
            {trimmed ? (
              <div className="mt-3" aria-live="polite">
                {!searched ? null : results.length ? (
                  <ul className="divide-y divide-slate-100" aria-label="Search results">
                    {results.map((r) => (
                      <li key={r.href}>
                        <Link href={r.href} className="block rounded-lg px-2 py-2.5 hover:bg-slate-50">
                          <span className="block font-medium">
                            <Highlight text={r.title} terms={r.terms} />
                          </span>
                          <span className="line-clamp-2 block text-sm text-slate-600">
                            <Highlight text={r.snippet} terms={r.terms} />
                          </span>
                        </Link>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="px-2 py-3 text-sm text-slate-600">
                    {failed
                      ? "The search is not available just now. Please try again."
                      : `No pages match “${trimmed}”.`}
                  </p>
                )}
              </div>
            ) : (
              <div className="mt-3 divide-y divide-slate-100">
                {sections.map((section) => (
                  <Disclosure
                    key={section.title}
                    summary={section.title}
                    className="group/sec drawer-section"
                    summaryClassName=""
                    chevronClassName="size-5 text-slate-500 transition-transform group-open/sec:rotate-180"
                  >
                    {/* Styled from the list (.drawer-links in app/globals.css): no class on each of its links. */}
                    <ul className="drawer-links">
                      {section.href ? (
                        <li>
                          <Link href={section.href} className="drawer-all">
                            All {section.title.toLowerCase()}
                          </Link>
                        </li>
                      ) : null}
                      {section.links.map((link) => (
                        <li key={link.href}>
                          <Link href={link.href}>{link.label}</Link>
                        </li>
                      ))}
                    </ul>
                  </Disclosure>
                ))}
              </div>
            )}
          </div>
          <div className="space-y-3 border-t border-slate-200 px-4 py-4">
            <div className="grid grid-cols-2 gap-2">
              {actions.map((action) => (
                <Link
                  key={action.href}
                  href={action.href}
                  className={`inline-flex h-11 items-center justify-center rounded-xl text-sm font-semibold ${
                    action.variant === "primary" ? "bg-accent-gradient text-white" : "border border-slate-300 text-ink"
                  }`}
                >
                  {action.label}
                </Link>
              ))}
            </div>
            <div className="flex flex-col gap-1 text-sm">
              <a
                href={`tel:${phone.tel}`}
                className="inline-flex items-center gap-2 rounded-lg px-1 py-1.5 text-slate-700 hover:text-ink"
              >
                <SpriteIcon name="phone" className="size-4 text-accent-600" />
                {phone.display}
              </a>
              <a
                href={`mailto:${email}`}
                className="inline-flex items-center gap-2 rounded-lg px-1 py-1.5 text-slate-700 hover:text-ink"
              >
                <SpriteIcon name="mail" className="size-4 text-accent-600" />
                {email}
              </a>
            </div>
          </div>
        </div>
      </dialog>
    </>
  );
}
