// A list of short statements with check marks.
import { CircleCheck } from "lucide-react";

export function CheckList({ items, columns = 1 }: { items: string[]; columns?: 1 | 2 }) {
  return (
    <ul className={`grid gap-3 ${columns === 2 ? "sm:grid-cols-2" : ""}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 leading-relaxed text-slate-700">
          <CircleCheck className="mt-0.5 size-5 shrink-0 text-accent-600" aria-hidden="true" />
          {item}
        </li>
      ))}
    </ul>
  );
}
