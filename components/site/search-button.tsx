"use client";
// The header's search: a link to /search (which works without JavaScript) that opens the search dialog instead once
// the page has loaded; `/` or Ctrl/⌘-K opens it too. The dialog's code loads the first time it opens.
import { Search } from "lucide-react";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useEffect, useRef, useState } from "react";

const SearchDialog = dynamic(() => import("./search-dialog"), { ssr: false });

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
        className="grid size-11 place-items-center rounded-xl text-slate-700 hover:bg-slate-100 hover:text-ink"
      >
        <Search className="size-5" aria-hidden="true" />
      </Link>
      {loaded ? (
        <SearchDialog
          open={open}
          onClose={() => {
            setOpen(false);
            buttonRef.current?.focus();
          }}
        />
      ) : null}
    </>
  );
}
