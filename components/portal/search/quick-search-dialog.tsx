"use client";
// The quick search: a modal dialog holding a combobox (WAI-ARIA 1.2) whose listbox groups the answers by kind.
// Arrow keys move through the results, Enter opens one, Escape closes; a phone gets a full-screen sheet.
import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import type { PortalRole } from "@/lib/portal/navigation";
import type { SearchResult, SearchResultType } from "@/lib/workspace/portal-search";
import { SearchResults } from "./search-results";
import { useSearchResults, type SearchState } from "./use-search-results";
import { PortalIcon } from "@/components/portal/icon";

const placeholders: Record<PortalRole, string> = {
  admin: "Requests, projects, orders, invoices",
  employee: "Requests, projects, orders, invoices",
  client: "Requests and projects, or a number like #1042",
  vendor: "Purchase orders and invoices by number",
};

const groupOrder: SearchResultType[] = ["request", "project", "purchase_order", "invoice"];

/** The results in the order the list shows them: grouped by kind, best kind first, best first within it. */
function grouped(items: SearchResult[]): SearchResult[] {
  const kinds = [...new Set(items.map((i) => i.type))].sort((a, b) => {
    const first = (t: SearchResultType) => items.findIndex((i) => i.type === t);
    return first(a) - first(b) || groupOrder.indexOf(a) - groupOrder.indexOf(b);
  });
  return kinds.flatMap((kind) => items.filter((i) => i.type === kind));
}

function statusText(state: SearchState, text: string, count: number): string {
  if (state.kind === "idle") return "Type a word or a number. Use the arrow keys to move, Enter to open.";
  if (state.kind === "searching") return "Searching…";
  if (state.kind === "failed") return state.message;
  if (count === 0) return `Nothing found for “${text.trim()}”.`;
  return `${count} result${count === 1 ? "" : "s"}. Use the arrow keys to move, Enter to open.`;
}

type Props = { open: boolean; role: PortalRole; onClose: (navigated: boolean) => void };

export default function QuickSearchDialog({ open, role, onClose }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const router = useRouter();
  const [text, setText] = useState("");
  const state = useSearchResults(text);
  // The chosen result belongs to one answer: a new answer starts with none, so Enter never opens an unseen one.
  const [chosen, setChosen] = useState<{ answer: SearchState; index: number }>({ answer: state, index: -1 });
  const active = chosen.answer === state ? chosen.index : -1;
  const setActive = (index: number) => setChosen({ answer: state, index });
  const items = state.kind === "done" ? grouped(state.items) : [];
  const ids = useId();
  const listId = `${ids}-results`;
  const optionId = (index: number) => `${ids}-option-${index}`;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const choose = (item: SearchResult) => {
    onClose(true);
    router.push(item.href);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    const last = items.length - 1;
    const moves: Record<string, () => number> = {
      ArrowDown: () => (active >= last ? 0 : active + 1),
      ArrowUp: () => (active <= 0 ? last : active - 1),
      Home: () => 0,
      End: () => last,
    };
    const move = moves[event.key];
    if (move && items.length > 0 && (event.key.startsWith("Arrow") || active >= 0)) {
      event.preventDefault();
      const next = move();
      setActive(next);
      document.getElementById(optionId(next))?.scrollIntoView({ block: "nearest" });
    } else if (event.key === "Enter" && items[active]) {
      event.preventDefault();
      choose(items[active]);
    }
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={`${ids}-title`}
      // Escape: the browser closes the dialog; this keeps the state and gives focus back.
      onCancel={(event) => {
        event.preventDefault();
        onClose(false);
      }}
      // A press on the backdrop lands on the dialog element itself.
      onClick={(event) => event.target === event.currentTarget && onClose(false)}
      className="m-0 h-dvh max-h-none w-full max-w-none bg-white p-0 text-ink backdrop:bg-ink/40 sm:mx-auto sm:mt-20 sm:h-fit sm:max-h-[70vh] sm:w-[36rem] sm:rounded-2xl sm:shadow-lift"
    >
      <div className="flex h-full flex-col sm:max-h-[70vh]">
        <div className="flex items-center gap-2 border-b border-slate-200 px-3 sm:px-4">
          <PortalIcon name="search" className="size-5 shrink-0 text-slate-600" />
          <label id={`${ids}-title`} htmlFor={`${ids}-input`} className="sr-only">
            Search the portal
          </label>
          <input
            id={`${ids}-input`}
            type="text"
            role="combobox"
            autoFocus
            autoComplete="off"
            spellCheck={false}
            maxLength={200}
            aria-autocomplete="list"
            aria-expanded={items.length > 0}
            aria-controls={items.length > 0 ? listId : undefined}
            aria-activedescendant={active >= 0 ? optionId(active) : undefined}
            aria-describedby={`${ids}-status`}
            placeholder={placeholders[role]}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
            className="h-14 min-w-0 flex-1 bg-transparent text-base outline-none placeholder:text-slate-500"
          />
          <button
            type="button"
            onClick={() => onClose(false)}
            aria-label="Close search"
            className="grid size-10 shrink-0 place-items-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-ink"
          >
            <PortalIcon name="x" className="size-5" />
          </button>
        </div>
        {items.length > 0 ? (
          <SearchResults
            id={listId}
            items={items}
            active={active}
            optionId={optionId}
            onChoose={choose}
            onHover={setActive}
          />
        ) : null}
        <p id={`${ids}-status`} role="status" className="border-t border-slate-100 px-4 py-3 text-sm text-slate-600">
          {statusText(state, text, items.length)}
        </p>
      </div>
    </dialog>
  );
}
