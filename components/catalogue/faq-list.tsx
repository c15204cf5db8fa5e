// Questions and answers as native disclosures: keyboard and screen-reader friendly without JavaScript.
import { Disclosure } from "@/components/ui/disclosure";
import type { Faq } from "@/lib/content/catalogue";

export function FaqList({ items }: { items: Faq[] }) {
  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {items.map((faq) => (
        <Disclosure
          key={faq.question}
          summary={faq.question}
          className="group/faq px-6"
          summaryClassName="gap-4 py-5 text-left font-semibold text-ink"
          chevronClassName="size-5 shrink-0 text-slate-500 transition-transform group-open/faq:rotate-180"
        >
          <p className="pb-5 leading-relaxed text-slate-600">{faq.answer}</p>
        </Disclosure>
      ))}
    </div>
  );
}
