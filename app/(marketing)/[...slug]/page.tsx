// Every catalogue page (solutions, products, training, services, resources, company, legal, demo, quote).
import type { Metadata } from "next";
import { BreadcrumbJsonLd, CourseJsonLd, FAQJsonLd } from "next-seo";
import { notFound } from "next/navigation";
import { ActionBody } from "@/components/catalogue/action-body";
import { ArticleBody } from "@/components/catalogue/article-body";
import { CtaBand } from "@/components/catalogue/cta-band";
import { HubBody } from "@/components/catalogue/hub-body";
import { OfferingBody } from "@/components/catalogue/offering-body";
import { PageHero } from "@/components/catalogue/page-hero";
import { TrainingBody } from "@/components/catalogue/training-body";
import { breadcrumbFor, catalogueSlugs, pageByPath, type CataloguePage } from "@/lib/content/catalogue";
import { absoluteUrl, pageMetadata } from "@/lib/seo";
import { site } from "@/lib/site";

type Props = { params: Promise<{ slug: string[] }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return catalogueSlugs();
}

async function load(params: Props["params"]): Promise<CataloguePage> {
  const { slug } = await params;
  const page = pageByPath(`/${slug.join("/")}`);
  if (!page) notFound();
  return page;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await load(params);
  return pageMetadata({ title: page.title, description: page.description, path: page.path, keywords: page.keywords });
}

function Body({ page }: { page: CataloguePage }) {
  switch (page.kind) {
    case "offering":
      return <OfferingBody page={page} />;
    case "training":
      return <TrainingBody page={page} />;
    case "hub":
      return <HubBody page={page} />;
    case "article":
      return <ArticleBody page={page} />;
    case "action":
      return <ActionBody page={page} />;
  }
}

export default async function CatalogueRoute({ params }: Props) {
  const page = await load(params);
  const trail = breadcrumbFor(page);
  const faqs = page.kind === "offering" || page.kind === "training" ? page.faqs : [];
  return (
    <>
      <BreadcrumbJsonLd items={trail.map((c) => ({ name: c.name, item: absoluteUrl(c.path) }))} />
      {page.kind === "training" ? (
        <CourseJsonLd name={page.title} description={page.description} url={absoluteUrl(page.path)} provider={{ name: site.legalName, url: absoluteUrl("/") }} />
      ) : null}
      {faqs.length ? <FAQJsonLd questions={faqs.map((f) => ({ question: f.question, answer: f.answer }))} /> : null}
      <PageHero trail={trail} eyebrow={page.eyebrow} title={page.title} intro={page.intro} cta={page.kind === "action" ? undefined : page.cta} />
      <Body page={page} />
      {page.kind === "action" ? null : <CtaBand cta={page.cta} />}
    </>
  );
}
