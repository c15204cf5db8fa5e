"use client";
// Company, resource and legal pages: a column of typed blocks.
// A client component: the page sends its content once as data (its blocks), and this module, cached across the
// catalogue, turns it into markup, instead of the markup travelling twice (HTML and inline payload).
import type { ArticlePage, Block } from "@/lib/content/catalogue";
import { CardGrid } from "./card-grid";
import { CheckList } from "./check-list";
import { FaqList } from "./faq-list";
import { Steps } from "./steps";

const dateFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});

function BlockView({ block, id }: { block: Block; id: string }) {
  const heading = (
    <h2 id={id} className="text-2xl font-bold text-ink sm:text-[1.75rem]">
      {block.heading}
    </h2>
  );
  const intro =
    "intro" in block && block.intro ? (
      <p className="mt-3 text-lg leading-relaxed text-slate-600">{block.intro}</p>
    ) : null;
  switch (block.type) {
    case "prose":
      return (
        <section aria-labelledby={id} className="max-w-3xl">
          {heading}
          <div className="mt-4 space-y-4 text-lg leading-relaxed text-slate-700">
            {block.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        </section>
      );
    case "list":
      return (
        <section aria-labelledby={id} className="max-w-3xl">
          {heading}
          {intro}
          <div className="mt-5">
            <CheckList items={block.items} />
          </div>
        </section>
      );
    case "cards":
      return (
        <section aria-labelledby={id}>
          {heading}
          {intro}
          <div className="mt-6">
            <CardGrid cards={block.cards} />
          </div>
        </section>
      );
    case "steps":
      return (
        <section aria-labelledby={id}>
          {heading}
          {intro}
          <div className="mt-6">
            <Steps steps={block.steps} />
          </div>
        </section>
      );
    case "facts":
      return (
        <section aria-labelledby={id} className="max-w-3xl">
          {heading}
          <dl className="mt-5 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
            {block.facts.map((fact) => (
              <div key={fact.label} className="grid gap-1 px-5 py-4 sm:grid-cols-3 sm:gap-4">
                <dt className="font-semibold text-ink">{fact.label}</dt>
                <dd className="leading-relaxed text-slate-700 sm:col-span-2">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      );
    case "faq":
      return (
        <section aria-labelledby={id} className="max-w-3xl">
          {heading}
          <div className="mt-5">
            <FaqList items={block.items} />
          </div>
        </section>
      );
  }
}

/** Only what the body draws travels in the payload: the hero (CatalogueView) has the page's title and intro. */
export function ArticleBody({ blocks, updated }: Pick<ArticlePage, "blocks" | "updated">) {
  return (
    <div className="bg-white py-14 sm:py-16">
      <div className="container-page space-y-14">
        {updated ? (
          <p className="text-sm text-slate-600">
            Last updated <time dateTime={updated}>{dateFormat.format(new Date(updated))}</time>
          </p>
        ) : null}
        {blocks.map((block, i) => (
          <BlockView key={block.heading} block={block} id={`block-${i}`} />
        ))}
      </div>
    </div>
  );
}
