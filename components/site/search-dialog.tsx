"use client";
// The site search dialog: a combobox over GET /api/search with highlighted matches. Arrow keys move through the
// results, Enter opens one (or, with none chosen, the full results page), Escape closes.
import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import { Highlight } from "./highlight";
import { useSiteSearch } from "./use-site-search";
import { SpriteIcon } from "@/components/ui/sprite-icon";

export default function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const router = useRouter();
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(-1);
  const { query: trimmed, results, settled, failed } = useSiteSearch(query);
  const id = useId();
  const listId = `${id}-results`;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      inputRef.current?.select();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const go = (href: string) => {
    onClose();
    router.push(href);
  };

  return (
    <dialog
      ref={dialogRef}
      aria-label="Search the site"
      // Escape (the dialog's cancel) goes through the parent's state, which closes it; a close event, which can arrive
      // after the dialog was opened again (a quick Escape, then Ctrl-K), is not listened to.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === dialogRef.current) onClose();
      }}
      className="mx-auto mt-[10vh] max-h-[80vh] w-[min(40rem,calc(100%-2rem))] overflow-y-auto rounded-2xl bg-white p-0 text-ink shadow-lift backdrop:bg-navy-950/60"
    >
      <form
        role="search"
        action="/search"
        onSubmit={(event) => {
          event.preventDefault();
          const chosen = results[active];
          go(chosen ? chosen.href : `/search?q=${encodeURIComponent(trimmed)}`);
        }}
        className="flex items-center gap-2 border-b border-slate-200 px-4"
      >
        <SpriteIcon name="search" className="size-5 shrink-0 text-slate-500" />
        <label htmlFor={`${id}-input`} className="sr-only">
          Search the site
        </label>
        <input
          ref={inputRef}
          id={`${id}-input`}
          name="q"
          type="search"
          role="combobox"
          aria-expanded={results.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 ? `${id}-r${active}` : undefined}
          value={query}
          maxLength={100}
          autoComplete="off"
          placeholder="Search services, courses, fees, offices…"
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(-1);
          }}
          onKeyDown={(event) => {
            // A search field's Escape would only clear its text: here it closes the dialog at once.
            if (event.key === "Escape") {
              event.preventDefault();
              onClose();
            } else if (event.key === "ArrowDown" && results.length) {
              event.preventDefault();
              setActive((a) => (a + 1) % results.length);
            } else if (event.key === "ArrowUp" && results.length) {
              event.preventDefault();
              setActive((a) => (a <= 0 ? results.length - 1 : a - 1));
            }
          }}
          className="h-14 min-w-0 flex-1 bg-transparent text-base placeholder:text-slate-500 focus:outline-none"
        />
        <kbd className="rounded border border-slate-300 px-1.5 text-xs text-slate-500">Esc</kbd>
      </form>
      {/* The dialog scrolls, not the list: a scrolling list of options no key can reach would trap no focus. */}
      <div className="p-2" aria-live="polite">
        <ul id={listId} role="listbox" aria-label="Search results">
          {results.map((r, i) => (
            <li
              key={r.href}
              id={`${id}-r${i}`}
              role="option"
              aria-selected={i === active}
              onClick={() => go(r.href)}
              onMouseMove={() => setActive(i)}
              className={`cursor-pointer rounded-xl px-3 py-2.5 ${i === active ? "bg-blue-50" : ""}`}
            >
              <span className="block font-medium">
                <Highlight text={r.title} terms={r.terms} />
              </span>
              <span className="block text-xs text-slate-600">{r.href}</span>
              <span className="mt-0.5 line-clamp-2 block text-sm text-slate-600">
                <Highlight text={r.snippet} terms={r.terms} />
              </span>
            </li>
          ))}
        </ul>
        {trimmed && settled && results.length === 0 ? (
          <p className="px-3 py-4 text-sm text-slate-600">
            {failed ? "The search is not available just now. Please try again." : `No pages match “${trimmed}”.`}
          </p>
        ) : null}
        {!trimmed ? (
          <p className="px-3 py-4 text-sm text-slate-600">
            Type to search every page of the site. ↑ ↓ to choose, Enter to open.
          </p>
        ) : null}
      </div>
    </dialog>
  );
}
