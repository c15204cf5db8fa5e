// Cards with an optional icon and meta line, three to a row on wide screens, or four or two when that leaves no card
// alone on the last row.
import { Icon } from "@/components/icons";
import type { Card } from "@/lib/content/catalogue";

/** The wide-screen columns for `count` cards: three unless that leaves one card alone on the last row. */
export function wideColumns(count: number): 2 | 3 | 4 {
  if (count % 3 !== 1 || count === 1) return 3;
  return count % 4 === 1 ? 2 : 4;
}

const wideClass = { 2: "lg:grid-cols-2", 3: "lg:grid-cols-3", 4: "lg:grid-cols-4" } as const;

export function CardGrid({ cards }: { cards: Card[] }) {
  return (
    <ul className={`grid gap-5 sm:grid-cols-2 ${wideClass[wideColumns(cards.length)]}`}>
      {cards.map((card) => (
        <li key={card.title} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-card">
          {card.icon ? (
            <span className="icon-tile mb-4 size-11">
              <Icon name={card.icon} />
            </span>
          ) : null}
          {card.meta ? (
            <p className="mb-2 text-2xs font-semibold tracking-[0.12em] text-slate-500 uppercase">{card.meta}</p>
          ) : null}
          <h3 className="text-lg font-semibold text-ink">{card.title}</h3>
          <p className="mt-2 leading-relaxed text-slate-600">{card.text}</p>
        </li>
      ))}
    </ul>
  );
}
