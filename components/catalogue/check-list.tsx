// A list of short statements with check marks.
import { SpriteIcon } from "@/components/ui/sprite-icon";

export function CheckList({ items, columns = 1 }: { items: string[]; columns?: 1 | 2 }) {
  return (
    <ul className={`grid gap-3 ${columns === 2 ? "sm:grid-cols-2" : ""}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 leading-relaxed text-slate-700">
          <SpriteIcon name="circle-check" className="mt-0.5 size-5 shrink-0 text-accent-600" />
          {item}
        </li>
      ))}
    </ul>
  );
}
