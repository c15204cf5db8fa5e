"use client";
// The header's search: a link to /search (which works without JavaScript) that opens the search dialog instead once
// the page has loaded; `/` or Ctrl/⌘-K opens it too. The dialog's code loads the first time it opens.
import Link from "next/link";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { SpriteIcon } from "@/components/ui/sprite-icon";

const SearchDialog = lazy(() => import("./search-dialog"));

/** Typing into a field, a `/` is text, not the shortcut. */
function typing(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(el.tagName));
}

export function SearchButton() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const buttonRef = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const shortcut =
        (event.key === "k" && (event.ctrlKey || event.metaKey) && !event.altKey) ||
        (event.key === "/" && !event.ctrlKey && !event.metaKey && !event.altKey && !typing(event.target));
      if (!shortcut || event.defaultPrevented) return;
      // Only where the button is shown (the desktop header): on a phone the drawer has the search.
      if (!buttonRef.current?.offsetParent) return;
      event.preventDefault();
      setLoaded(true);
      setOpen(true);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  return (
    <>
      <Link
        ref={buttonRef}
        href="/search"
        prefetch={false}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          setLoaded(true);
          setOpen(true);
        }}
        aria-haspopup="dialog"
        aria-keyshortcuts="/ Control+K Meta+K"
        aria-label="Search"
        title="Search the site ( / or Ctrl+K )"
        // An icon like the portal link beside it: the header has no room for a wider box at 1280 px.
        className="header-icon"
      >
        <SpriteIcon name="search" className="size-5" />
      </Link>
      {loaded ? (
        <Suspense>
          <SearchDialog
            open={open}
            onClose={() => {
              setOpen(false);
              buttonRef.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
