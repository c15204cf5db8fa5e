// Cards with an optional icon and meta line, three to a row on wide screens.
import { Icon } from "@/components/icons";
import type { Card } from "@/lib/content/catalogue";

export function CardGrid({ cards }: { cards: Card[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
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
