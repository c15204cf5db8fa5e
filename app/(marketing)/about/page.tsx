import { BreadcrumbJsonLd } from "next-seo";
import { CardGrid } from "@/components/catalogue/card-grid";
import { CheckList } from "@/components/catalogue/check-list";
import { CtaBand } from "@/components/catalogue/cta-band";
import { PageHero } from "@/components/catalogue/page-hero";
import { Section } from "@/components/catalogue/section";
import { Steps } from "@/components/catalogue/steps";
import { ButtonLink } from "@/components/ui/button";
import { Illustration } from "@/components/ui/illustration";
import { about } from "@/lib/content/about";
import { builtPages } from "@/lib/content/pages";
import { absoluteUrl, pageMetadata } from "@/lib/seo";

const page = builtPages.about;
const trail = [
  { name: "Home", path: "/" },
  { name: page.title, path: page.path },
];

export const metadata = pageMetadata({
  ...page,
  keywords: ["about Nexora", "AI company Maharashtra", "Akola", "Pune", "Nagpur", "Amravati"],
});

export default function AboutPage() {
  return (
    <>
      <BreadcrumbJsonLd items={trail.map((c) => ({ name: c.name, item: absoluteUrl(c.path) }))} />
      <PageHero trail={trail} eyebrow={about.eyebrow} title={about.title} intro={about.intro} />
      <Section id="story-title" title="Our story">
        <div className="grid gap-10 lg:grid-cols-2">
          <div className="space-y-4 text-lg leading-relaxed text-slate-700">
            {about.story.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          <Illustration
            src="/images/about-offices.svg"
            alt="Our four offices: Pune, Akola, Amravati and Nagpur, connected across Maharashtra"
            width={960}
            height={540}
            className="w-full rounded-2xl border border-slate-200"
          />
        </div>
      </Section>
      <Section id="values-title" title="What we stand for" tone="surface">
        <CardGrid cards={about.values} />
      </Section>
      <Section id="offices-title" title="Four cities, one team">
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {about.offices.map((o) => (
            <li key={o.city} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-card">
              <h3 className="text-lg font-semibold text-ink">{o.city}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{o.role}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="academy-title" title={about.training.title} intro={about.training.text} tone="surface">
        <CheckList items={about.training.points} columns={2} />
        <ButtonLink href="/training" variant="secondary" className="mt-8">
          See our courses
        </ButtonLink>
      </Section>
      <Section id="how-title" title="How we work">
        <Steps steps={about.howWeWork} />
      </Section>
      <CtaBand
        cta={{
          label: "Contact us",
          href: "/contact",
          text: "Tell us about your business, and we will tell you honestly where technology can help.",
        }}
      />
    </>
  );
}
