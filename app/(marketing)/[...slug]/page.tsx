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

function Body({ page }: { page: RoutePage }) {
  switch (page.kind) {
    case "landing":
      return <LandingBody page={page} />;
    case "offering":
      return <OfferingBody page={page} />;
    case "training":
      return <TrainingBody page={page} />;
    case "hub":
      return <HubBody page={page} />;
    case "article":
      return <ArticleBody page={page} />;
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
