"use client";
// Why Choose: six reasons, the one nearest the pointer highlighted.
// A client component without props: its markup comes from a script the home page caches, not a second time in the
// page's inline payload beside the HTML (static markup from a server component is sent both ways).
import { Icon } from "@/components/icons";
import { SectionHeading } from "@/components/ui/section-heading";
import { whyChoose } from "@/lib/content/why-choose";
import { site } from "@/lib/site";
import { WhyChooseGrid } from "./why-choose-grid";

export function WhyChoose() {
  return (
    // overflow-x-clip: the grid's glow reaches 3rem past the cards and must not widen the page on phones.
    <section
      aria-labelledby="why-title"
      className="render-later overflow-x-clip bg-white py-20 [--later-h:2035px] sm:py-24 md:[--later-h:1160px] lg:[--later-h:720px]"
    >
      <div className="container-page">
        <SectionHeading
          id="why-title"
          eyebrow={`Why choose ${site.name}`}
          title="A partner that ships, measures and teaches"
          lead="Six reasons clients from Pune to Nagpur keep working with us."
          align="center"
        />
        <WhyChooseGrid>
          {whyChoose.map((card) => (
            <article
              key={card.title}
              data-card
              className="group relative rounded-2xl border border-slate-200 bg-white/90 p-7 shadow-card transition duration-300 data-[active]:-translate-y-1 data-[active]:border-accent-500/50 data-[active]:shadow-lift"
            >
              <span className="icon-tile size-12 transition-colors group-data-[active]:bg-accent-gradient group-data-[active]:text-white">
                <Icon name={card.icon} className="size-6" />
              </span>
              <h3 className="mt-5 text-xl font-semibold text-ink">{card.title}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{card.text}</p>
            </article>
          ))}
        </WhyChooseGrid>
      </div>
    </section>
  );
}
