// The quick search's listbox: one labelled group per kind of result, each option a title and a short excerpt. The
// options are not links: the combobox keeps focus and opens the active one on Enter, as the pattern asks.
import type { SearchResult, SearchResultType } from "@/lib/workspace/portal-search";

const groupLabels: Record<SearchResultType, string> = {
  request: "Requests",
  project: "Projects",
  purchase_order: "Purchase orders",
  invoice: "Invoices",
};

type Props = {
  id: string;
  /** Already grouped by kind (the order the arrow keys follow). */
  items: SearchResult[];
  active: number;
  optionId: (index: number) => string;
  onChoose: (item: SearchResult) => void;
  onHover: (index: number) => void;
};

export function SearchResults({ id, items, active, optionId, onChoose, onHover }: Props) {
  const kinds = [...new Set(items.map((i) => i.type))];
  return (
    <div id={id} role="listbox" aria-label="Search results" className="min-h-0 flex-1 overflow-y-auto py-2">
      {kinds.map((kind) => (
        <div key={kind} role="group" aria-labelledby={`${id}-${kind}`}>
          <div
            id={`${id}-${kind}`}
            role="presentation"
            className="px-4 pt-3 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase"
          >
            {groupLabels[kind]}
          </div>
          {items.map((item, index) =>
            item.type === kind ? (
              <div
                key={item.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                onClick={() => onChoose(item)}
                onPointerMove={() => index !== active && onHover(index)}
                className="mx-2 cursor-pointer rounded-lg px-3 py-2 aria-selected:bg-accent-600/10"
              >
                <p className="truncate font-medium text-ink">{item.title}</p>
                {item.snippet ? <p className="mt-0.5 line-clamp-2 text-sm text-slate-600">{item.snippet}</p> : null}
              </div>
            ) : null,
          )}
        </div>
      ))}
    </div>
  );
}
