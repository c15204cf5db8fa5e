// The page catalogue: every catalogue page of the site, looked up by path.
import { actionPages } from "./actions";
import { companyPages } from "./company";
import { hubPages } from "./hubs";
import { legalPages } from "./legal";
import { offeringPages } from "./offerings";
import { productPages } from "./products";
import { resourcePages } from "./resources";
import { servicePages } from "./services";
import { solutionPages } from "./solutions";
import { trainingPages } from "./training";
import type { CataloguePage } from "./types";

export type * from "./types";

export const catalogue: readonly CataloguePage[] = [
  ...hubPages,
  ...solutionPages,
  ...productPages,
  ...servicePages,
  ...offeringPages,
  ...trainingPages,
  ...resourcePages,
  ...companyPages,
  ...legalPages,
  ...actionPages,
];

const byPath = new Map(catalogue.map((page) => [page.path, page]));

export function pageByPath(path: string): CataloguePage | undefined {
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
    if (ancestor) trail.push({ name: ancestor.title, path: ancestor.path });
  }
  trail.push({ name: page.title, path: page.path });
  return trail;
}
