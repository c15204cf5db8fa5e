"use client";
// A landing page (/acs, /nexweb): its bands, alternating white and surface, then the questions.
// A client component: the page sends its content once as data ({ page }), and this module, cached across the
// catalogue, turns it into markup, instead of the markup travelling twice (HTML and inline payload).
import type { Band, LandingPage } from "@/lib/content/catalogue";
import { CardGrid } from "./card-grid";
import { CheckList } from "./check-list";
import { FaqList } from "./faq-list";
import { Section } from "./section";
import { Steps } from "./steps";

function BandContent({ band }: { band: Band }) {
  if ("cards" in band) return <CardGrid cards={band.cards} />;
  if ("checklist" in band) return <CheckList items={band.checklist} columns={2} />;
  return <Steps steps={band.steps} />;
}

const toneAt = (index: number) => (index % 2 ? "surface" : "white");

export function LandingBody({ page }: { page: Pick<LandingPage, "bands" | "faqs"> }) {
  return (
    <>
      {page.bands.map((band, i) => (
        <Section key={band.id} id={`${band.id}-title`} title={band.heading} tone={toneAt(i)}>
          <BandContent band={band} />
        </Section>
      ))}
      <Section id="faq-title" title="Questions clients ask" tone={toneAt(page.bands.length)}>
        <FaqList items={page.faqs} structuredData />
      </Section>
    </>
  );
}
