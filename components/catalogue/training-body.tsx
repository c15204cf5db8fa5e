"use client";
// A course: key facts, who it is for, the outline, certification and questions.
// A client component: the page sends its content once as data ({ page }), and this module, cached across the
// catalogue, turns it into markup, instead of the markup travelling twice (HTML and inline payload).
import { SpriteIcon } from "@/components/ui/sprite-icon";
import type { TrainingPage } from "@/lib/content/catalogue";
import { CheckList } from "./check-list";
import { FaqList } from "./faq-list";
import { Section } from "./section";
import { Steps } from "./steps";

export function TrainingBody({
  page,
}: {
  page: Pick<
    TrainingPage,
    "audience" | "certification" | "duration" | "faqs" | "format" | "level" | "outline" | "prerequisites"
  >;
}) {
  const facts = [
    { label: "Duration", value: page.duration },
    { label: "Format", value: page.format },
    { label: "Level", value: page.level },
    { label: "Prerequisites", value: page.prerequisites },
  ];
  return (
    <>
      <section aria-labelledby="facts-title" className="bg-white py-12">
        <div className="container-page">
          <h2 id="facts-title" className="sr-only">
            Course facts
          </h2>
          <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {facts.map((fact) => (
              <div key={fact.label} className="rounded-2xl border border-slate-200 bg-surface p-5">
                <dt className="text-2xs font-semibold tracking-[0.12em] text-slate-600 uppercase">{fact.label}</dt>
                <dd className="mt-2 leading-snug font-semibold text-ink">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
      <Section id="audience-title" title="Who this course is for" tone="surface">
        <CheckList items={page.audience} columns={2} />
      </Section>
      <Section id="outline-title" title="Course outline">
        <Steps steps={page.outline} label="Module" />
      </Section>
      <section aria-labelledby="cert-title" className="bg-surface py-14 sm:py-16">
        <div className="container-page">
          <div className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-7 shadow-card sm:flex-row">
            <span className="grid size-14 shrink-0 place-items-center rounded-2xl bg-amber-300 text-amber-950">
              <SpriteIcon name="award" className="size-7" />
            </span>
            <div>
              <h2 id="cert-title" className="text-2xl font-bold text-ink">
                Certification
              </h2>
              <p className="mt-3 text-lg leading-relaxed text-slate-700">{page.certification}</p>
            </div>
          </div>
        </div>
      </section>
      {page.faqs.length ? (
        <Section id="faq-title" title="Questions learners ask">
          <FaqList items={page.faqs} structuredData />
        </Section>
      ) : null}
    </>
  );
}
