// Every catalogue page but /demo and /quote (routes of their own): landing pages (/acs, /nexweb), solutions, products,
// training, services, resources, company and legal pages.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ArticleBody } from "@/components/catalogue/article-body";
import { CatalogueView } from "@/components/catalogue/catalogue-view";
import { HubBody } from "@/components/catalogue/hub-body";
import { LandingBody } from "@/components/catalogue/landing-body";
import { OfferingBody } from "@/components/catalogue/offering-body";
import { TrainingBody } from "@/components/catalogue/training-body";
import { catalogueSlugs, pageByPath, type ActionPage, type CataloguePage } from "@/lib/content/catalogue";
import { pageMetadata } from "@/lib/seo";

type Props = { params: Promise<{ slug: string[] }> };
type RoutePage = Exclude<CataloguePage, ActionPage>;

export const dynamicParams = false;

export function generateStaticParams() {
  return catalogueSlugs();
}

async function load(params: Props["params"]): Promise<RoutePage> {
  const { slug } = await params;
  const page = pageByPath(`/${slug.join("/")}`);
  if (!page || page.kind === "action") notFound();
  return page;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await load(params);
  return pageMetadata({ title: page.title, description: page.description, path: page.path, keywords: page.keywords });
}

// The client bodies get only the fields they draw, which travel in the inline payload: the hero (CatalogueView) has
// the page's title, intro and actions, and the metadata its description and keywords.
function Body({ page }: { page: RoutePage }) {
  switch (page.kind) {
    case "landing": {
      const { bands, faqs } = page;
      return <LandingBody page={{ bands, faqs }} />;
    }
    case "offering": {
      const { audience, faqs, outcomes, process, whatItIs } = page;
      return <OfferingBody page={{ audience, faqs, outcomes, process, whatItIs }} />;
    }
    case "training": {
      const { audience, certification, duration, faqs, format, level, outline, prerequisites } = page;
      return <TrainingBody page={{ audience, certification, duration, faqs, format, level, outline, prerequisites }} />;
    }
    case "hub":
      return <HubBody page={page} />;
    case "article":
      return <ArticleBody blocks={page.blocks} updated={page.updated} />;
  }
}

export default async function CatalogueRoute({ params }: Props) {
  const page = await load(params);
  return (
    <CatalogueView page={page}>
      <Body page={page} />
    </CatalogueView>
  );
}
