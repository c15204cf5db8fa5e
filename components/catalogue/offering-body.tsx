"use client";
// A solution, product or service: what it is, who it is for, what you get, how it runs, questions.
// A client component: the page sends its content once as data ({ page }), and this module, cached across the
// catalogue, turns it into markup, instead of the markup travelling twice (HTML and inline payload).
import type { OfferingPage } from "@/lib/content/catalogue";
import { CardGrid } from "./card-grid";
import { CheckList } from "./check-list";
import { FaqList } from "./faq-list";
import { Section } from "./section";
import { Steps } from "./steps";

export function OfferingBody({
  page,
}: {
  page: Pick<OfferingPage, "audience" | "faqs" | "outcomes" | "process" | "whatItIs">;
}) {
  return (
    <>
      <section aria-labelledby="what-title" className="bg-white py-14 sm:py-16">
        <div className="container-page grid gap-10 lg:grid-cols-12">
          <div className="lg:col-span-7">
            <h2 id="what-title" className="text-2xl font-bold text-ink sm:text-3xl">
              What it is
            </h2>
            <div className="mt-5 space-y-4 text-lg leading-relaxed text-slate-700">
              {page.whatItIs.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
          </div>
          <aside
            aria-labelledby="who-title"
            className="rounded-2xl border border-slate-200 bg-surface p-7 lg:col-span-5"
          >
            <h2 id="who-title" className="text-xl font-bold text-ink">
              Who it is for
            </h2>
            <div className="mt-5">
              <CheckList items={page.audience} />
            </div>
          </aside>
        </div>
      </section>
      <Section id="outcomes-title" title="What you get" tone="surface">
        <CardGrid cards={page.outcomes} />
      </Section>
      <Section id="process-title" title="How an engagement runs">
        <Steps steps={page.process} />
      </Section>
      {page.faqs.length ? (
        <Section id="faq-title" title="Questions clients ask" tone="surface">
          <FaqList items={page.faqs} structuredData />
        </Section>
      ) : null}
    </>
  );
}
