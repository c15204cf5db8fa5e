// Questions and answers as native disclosures: keyboard and screen-reader friendly without JavaScript.
import { ChevronDown } from "lucide-react";
import type { Faq } from "@/lib/content/catalogue";

export function FaqList({ items }: { items: Faq[] }) {
  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {items.map((faq) => (
        <details key={faq.question} className="group/faq px-6">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 text-left font-semibold text-ink [&::-webkit-details-marker]:hidden">
            {faq.question}
            <ChevronDown
              className="size-5 shrink-0 text-slate-500 transition-transform group-open/faq:rotate-180"
              aria-hidden="true"
            />
          </summary>
          <p className="pb-5 leading-relaxed text-slate-600">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
