// Questions and answers as native disclosures: keyboard and screen-reader friendly without JavaScript. With
// `structuredData`, also the page's FAQPage JSON-LD, made from the same items: rendered here, inside the catalogue's
// client bodies, the questions reach the page once as data rather than again as a ready-made script in the payload.
import { Disclosure } from "@/components/ui/disclosure";
import type { Faq } from "@/lib/content/catalogue";

/** schema.org's FAQPage for the questions, as next-seo's FAQJsonLd wrote it (without its code in the client bundle). */
function faqPage(items: Faq[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map(({ question, answer }) => ({
      "@type": "Question",
      name: question,
      acceptedAnswer: { "@type": "Answer", text: answer },
    })),
  };
}

export function FaqList({ items, structuredData = false }: { items: Faq[]; structuredData?: boolean }) {
  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {structuredData && items.length ? (
        <script
          type="application/ld+json"
          id="faq-jsonld"
          // JSON with "<" escaped cannot end the script element early.
          dangerouslySetInnerHTML={{ __html: JSON.stringify(faqPage(items)).replaceAll("<", "\\u003c") }}
        />
      ) : null}
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
