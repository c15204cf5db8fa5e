import { BreadcrumbJsonLd, FAQJsonLd } from "next-seo";
import { CardGrid } from "@/components/catalogue/card-grid";
import { CtaBand } from "@/components/catalogue/cta-band";
import { FaqList } from "@/components/catalogue/faq-list";
import { PageHero } from "@/components/catalogue/page-hero";
import { Section } from "@/components/catalogue/section";
import { Steps } from "@/components/catalogue/steps";
import { Illustration } from "@/components/ui/illustration";
import { nexweb } from "@/lib/content/nexweb";
import { builtPages } from "@/lib/content/pages";
import { absoluteUrl, pageMetadata } from "@/lib/seo";

const page = builtPages.nexweb;
const trail = [
  { name: "Home", path: "/" },
  { name: "NexWeb", path: page.path },
];
const cta = {
  label: "Get a website quote",
  href: "/quote",
  text: "Tell us about your website and get a fixed quote within two working days.",
};

export const metadata = pageMetadata({
  ...page,
  keywords: [
    "NexWeb",
    "web design Pune",
    "website development Akola",
    "ecommerce website India",
    "web app development",
  ],
});

export default function NexWebPage() {
  return (
    <>
      <BreadcrumbJsonLd items={trail.map((c) => ({ name: c.name, item: absoluteUrl(c.path) }))} />
      <FAQJsonLd questions={nexweb.faqs} />
      <PageHero
        trail={trail}
        eyebrow={nexweb.eyebrow}
        title={nexweb.title}
        intro={nexweb.intro}
        cta={cta}
        aside={
          <div className="rounded-3xl bg-navy-900 p-6 shadow-lift">
            <Illustration src="/images/nexweb-banner.svg" alt="" width={720} height={480} className="w-full" eager />
          </div>
        }
      />
      <Section id="packages-title" title="Packages">
        <CardGrid cards={nexweb.packages} />
      </Section>
      <Section id="promises-title" title="What every NexWeb site gets" tone="surface">
        <CardGrid cards={nexweb.promises} />
      </Section>
      <Section id="process-title" title="From first call to launch">
        <Steps steps={nexweb.process} />
      </Section>
      <Section id="faq-title" title="Questions clients ask" tone="surface">
        <FaqList items={nexweb.faqs} />
      </Section>
      <CtaBand cta={cta} />
    </>
  );
}
