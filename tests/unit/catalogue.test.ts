import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { breadcrumbFor, catalogue, catalogueSlugs, pageByPath, type CataloguePage } from "@/lib/content/catalogue";
import { courses } from "@/lib/content/courses";
import { footerCompany, footerLegal, footerServices, portalFooterCompany } from "@/lib/content/footer";
import { groupLinks, navigation, quickActions } from "@/lib/content/navigation";
import { builtPageList } from "@/lib/content/pages";

const builtPaths = new Set(builtPageList.map((p) => p.path));
const isPage = (href: string) => builtPaths.has(href) || pageByPath(href) !== undefined;

const linkedFromChrome = [
  ...navigation.flatMap((group) => [...(group.href ? [group.href] : []), ...groupLinks(group).map((l) => l.href)]),
  ...quickActions.map((a) => a.href),
  ...footerServices.map((l) => l.href),
  ...footerCompany.map((l) => l.href),
  ...footerLegal.map((l) => l.href),
  ...portalFooterCompany.map((l) => l.href),
  ...courses.map((c) => c.href),
];

/** The fewest entries each kind of page may have in its lists. */
const shortestLists: Record<CataloguePage["kind"], Record<string, number>> = {
  landing: { bands: 3, faqs: 3 },
  offering: { whatItIs: 2, audience: 3, outcomes: 3, process: 3 },
  training: { outline: 4, audience: 2 },
  hub: {},
  article: { blocks: 2 },
  action: { points: 3 },
};

describe("page catalogue", () => {
  it("has a page for every link in the navigation, footer and course cards", () => {
    const missing = [...new Set(linkedFromChrome)].filter((href) => !isPage(href));
    expect(missing).toEqual([]);
  });

  it("lists each path once and never shadows a hand-built page", () => {
    const paths = catalogue.map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.filter((p) => builtPaths.has(p))).toEqual([]);
  });

  it("gives every page its own title and description", () => {
    const titles = catalogue.map((p) => p.title.toLowerCase());
    const descriptions = catalogue.map((p) => p.description);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it.each(catalogue.map((p) => [p.path, p] as const))("%s is complete", (_path, page) => {
    expect(page.path).toMatch(/^\/[a-z0-9-]+(\/[a-z0-9-]+)*$/);
    expect(page.title.length).toBeGreaterThan(3);
    expect(page.title.length).toBeLessThanOrEqual(60);
    expect(page.description.length).toBeGreaterThanOrEqual(70);
    expect(page.description.length).toBeLessThanOrEqual(170);
    expect(page.intro.length).toBeGreaterThan(60);
    expect(page.keywords.length).toBeGreaterThanOrEqual(3);
    expect(isPage(page.cta.href.split("?")[0]!)).toBe(true);
    const lists = page as unknown as Record<string, unknown[] | undefined>;
    for (const [list, least] of Object.entries(shortestLists[page.kind])) {
      expect(lists[list]?.length ?? 0, list).toBeGreaterThanOrEqual(least);
    }
    if (page.kind === "training") expect(page.certification.length).toBeGreaterThan(20);
    if (page.kind === "hub") expect(navigation.some((g) => g.title === page.group && g.href === page.path)).toBe(true);
  });

  it("serves every page: the catch-all route all but the action pages, which have routes of their own", () => {
    const caughtAll = new Set(catalogueSlugs().map(({ slug }) => `/${slug.join("/")}`));
    for (const page of catalogue) {
      const ownRoute = existsSync(`app/(marketing)${page.path}/page.tsx`);
      // Exactly one route per page: both would be a build error, neither a 404.
      expect({ path: page.path, served: caughtAll.has(page.path) !== ownRoute }).toEqual({
        path: page.path,
        served: true,
      });
      expect({ path: page.path, ownRoute }).toEqual({ path: page.path, ownRoute: page.kind === "action" });
    }
  });

  it("builds breadcrumbs from ancestors that are pages", () => {
    const page = pageByPath("/solutions/ai/automation");
    expect(page).toBeDefined();
    const trail = breadcrumbFor(page!).map((c) => c.path);
    // "/solutions/ai" is not a page, so it is skipped.
    expect(trail).toEqual(["/", "/solutions", "/solutions/ai/automation"]);
  });
});
