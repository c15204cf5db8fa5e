"use client";
// The portal header's search button. "/" (outside a text field) or Ctrl/⌘-K opens it too. The dialog's code loads
// the first time it opens; closing it gives focus back to what had it.
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import type { PortalRole } from "@/lib/portal/navigation";
import { PortalIcon } from "@/components/portal/icon";

const QuickSearchDialog = lazy(() => import("./quick-search-dialog"));

/** Whether a key press is typing into something (then "/" is a character, not the shortcut). */
function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

export function QuickSearch({ role }: { role: PortalRole }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);

  const show = useCallback(() => {
    returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : buttonRef.current;
    setLoaded(true);
    setOpen(true);
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const modK = (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === "k";
      const slash = event.key === "/" && !event.ctrlKey && !event.metaKey && !event.altKey && !typingIn(event.target);
      if (!modK && !slash) return;
      event.preventDefault();
      show();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [show]);

  /** `navigated`: a result was opened, so focus goes to the new page rather than back. */
  const close = (navigated: boolean) => {
    setOpen(false);
    if (!navigated) (returnTo.current?.isConnected ? returnTo.current : buttonRef.current)?.focus();
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        onClick={show}
        aria-haspopup="dialog"
        aria-keyshortcuts="/ Control+K Meta+K"
        className="flex h-10 items-center gap-2 rounded-lg text-slate-600 hover:bg-slate-100 hover:text-ink max-sm:w-10 max-sm:justify-center sm:border sm:border-slate-200 sm:px-3"
      >
        <PortalIcon name="search" className="size-5 sm:size-4" />
        <span className="max-sm:sr-only">Search</span>
        <kbd
          aria-hidden="true"
          className="hidden rounded border border-slate-200 px-1.5 font-sans text-xs text-slate-600 lg:inline"
        >
          /
        </kbd>
      </button>
      {loaded ? (
        <Suspense>
          <QuickSearchDialog open={open} role={role} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
