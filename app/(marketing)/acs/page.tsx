import { BreadcrumbJsonLd, FAQJsonLd } from "next-seo";
import { CardGrid } from "@/components/catalogue/card-grid";
import { CheckList } from "@/components/catalogue/check-list";
import { CtaBand } from "@/components/catalogue/cta-band";
import { FaqList } from "@/components/catalogue/faq-list";
import { PageHero } from "@/components/catalogue/page-hero";
import { Section } from "@/components/catalogue/section";
import { Steps } from "@/components/catalogue/steps";
import { acs } from "@/lib/content/acs";
import { builtPages } from "@/lib/content/pages";
import { absoluteUrl, pageMetadata } from "@/lib/seo";

const page = builtPages.acs;
const trail = [
  { name: "Home", path: "/" },
  { name: page.title, path: page.path },
];
const cta = {
  label: "Book a cloud assessment",
  href: "/demo",
  text: "Find out what your AI workloads should cost and how they should run.",
};

export const metadata = pageMetadata({
  ...page,
  keywords: ["AI cloud services", "MLOps", "GPU cloud India", "model hosting", "cloud cost optimisation"],
});

export default function AcsPage() {
  return (
    <>
      <BreadcrumbJsonLd items={trail.map((c) => ({ name: c.name, item: absoluteUrl(c.path) }))} />
      <FAQJsonLd questions={acs.faqs} />
      <PageHero trail={trail} eyebrow={acs.eyebrow} title={acs.title} intro={acs.intro} cta={cta} />
      <Section id="capabilities-title" title="What we run for you">
        <CardGrid cards={acs.capabilities} />
      </Section>
      <Section id="audience-title" title="Who it is for" tone="surface">
        <CheckList items={acs.audience} columns={2} />
      </Section>
      <Section id="process-title" title="How we get you there">
        <Steps steps={acs.process} />
      </Section>
      <Section id="faq-title" title="Questions clients ask" tone="surface">
        <FaqList items={acs.faqs} />
      </Section>
      <CtaBand cta={cta} />
    </>
  );
}
