// The page catalogue: every catalogue page of the site, looked up by path. Landing pages, offerings, courses, hubs
// and actions are typed data here; the long-form company, resource and legal pages are Markdown files in content/.
import { loadArticles } from "../articles";
import { actionPages } from "./actions";
import { hubPages } from "./hubs";
import { landingPages } from "./landings";
import { offeringPages } from "./offerings";
import { productPages } from "./products";
import { servicePages } from "./services";
import { solutionPages } from "./solutions";
import { trainingPages } from "./training";
import type { CataloguePage } from "./types";

export type * from "./types";

const assemble = (legal = loadArticles("legal")): CataloguePage[] => [
  ...landingPages,
  ...hubPages,
  ...solutionPages,
  ...productPages,
  ...servicePages,
  ...offeringPages,
  ...trainingPages,
  ...loadArticles("resources"),
  ...loadArticles("company"),
  ...legal,
  ...actionPages,
];

const legalPages = loadArticles("legal");

export const catalogue: readonly CataloguePage[] = assemble(legalPages);

/** The legal notices' paths (content/legal: privacy, terms, cookies, accessibility). */
export const legalPaths: ReadonlySet<string> = new Set(legalPages.map((page) => page.path));

const byPath = new Map(catalogue.map((page) => [page.path, page]));

export function pageByPath(path: string): CataloguePage | undefined {
  // `next dev` keeps this module loaded: there content/ is read again, so an edited page shows on reload.
  if (process.env.NODE_ENV === "development") return assemble().find((page) => page.path === path);
  return byPath.get(path);
}

/**
 * The catalogue page's path as route segments, for generateStaticParams of app/(marketing)/[...slug].
 * The action pages (/demo, /quote) have routes of their own.
 */
export function catalogueSlugs(): { slug: string[] }[] {
  return catalogue.filter((page) => page.kind !== "action").map((page) => ({ slug: page.path.slice(1).split("/") }));
}

/** Breadcrumb trail: Home, then every ancestor path that is itself a page, then the page. */
export function breadcrumbFor(page: CataloguePage): { name: string; path: string }[] {
  const segments = page.path.slice(1).split("/");
  const trail = [{ name: "Home", path: "/" }];
  for (let i = 1; i < segments.length; i++) {
    const ancestor = byPath.get(`/${segments.slice(0, i).join("/")}`);
    if (ancestor) trail.push({ name: ancestor.crumb ?? ancestor.title, path: ancestor.path });
  }
  trail.push({ name: page.crumb ?? page.title, path: page.path });
  return trail;
}
