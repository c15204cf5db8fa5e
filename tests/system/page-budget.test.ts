// Byte budgets of the built public pages, read from the prerendered files in the build folder (no server, well under
// a second): a page whose HTML or first-load JavaScript outgrows its budget fails here, so growth is a decision made
// in this file, not an accident. Bytes only; timings belong to `npm run bench` (docs/performance.md).
import { describe, expect, it } from "vitest";
import { portalRoutes } from "@/lib/portal/navigation";
import { htmlFile, pageBytes, prerenderedPages, renderedPagesJsGzip } from "@/scripts/page-bytes.mjs";
import { distDir } from "../support/server";

type Budget = { html: number; htmlGzip?: number };

/**
 * HTML raw (and gzipped where set), in bytes, each a little above the page's size when it was set (2026-11-26).
 * The targets: the home page 90 kB raw and 15 kB gzipped, any catalogue page 60 kB (the largest, /training, about
 * 59 kB on 2026-11-27).
 */
const htmlBudgets: Record<string, Budget> = {
  "/": { html: 90_000, htmlGzip: 15_000 },
  // The map card carries the address and a link for when the map cannot load, and the hero a jump link to the form.
  "/contact": { html: 65_000 },
  "/demo": { html: 52_000 },
  "/quote": { html: 52_000 },
  // A legal notice, not a catalogue page: it must say all the site and the portal collect (65 kB on 2026-11-28, when
  // it gained the portal's records, the assistant's server and site search).
  "/privacy": { html: 68_000 },
};
/** Every other prerendered page: the catalogue (solutions, products, training, services, company pages). */
const catalogueHtml = 60_000;

/** First-load JavaScript, gzipped: a bare Next.js page of this version loads about 131 kB (npm run bench). */
// The contact page's form moves focus to its answer and its map card falls back to the address: 159 kB.
const jsBudgets: Record<string, number> = { "/": 160_000, "/contact": 159_000, "/demo": 158_000, "/quote": 158_000 };
const otherJs = 156_000;

/**
 * Every portal page (and sign-in), rendered per request: at most 15 kB gzipped over the bare page's 134,580 bytes (npm
 * run bench, 2026-11-27).
 */
const portalJs = 149_580;

const pages = prerenderedPages(distDir);
const measured = new Map(pages.map((path) => [path, pageBytes(distDir, path)]));

describe("byte budgets of the prerendered pages", () => {
  it("finds the site's pages in the build", () => {
    expect(pages).toContain("/");
    expect(pages).toContain("/solutions/ai/automation");
    expect(pages.length).toBeGreaterThan(60);
  });

  it("keeps every page's HTML within its budget", () => {
    const over = pages.flatMap((path) => {
      const bytes = measured.get(path);
      if (!bytes) return [`${path}: no file at ${htmlFile(distDir, path)}`];
      const budget = htmlBudgets[path] ?? { html: catalogueHtml };
      return [
        ...(bytes.htmlBytes > budget.html ? [`${path}: ${bytes.htmlBytes} bytes of HTML > ${budget.html}`] : []),
        ...(budget.htmlGzip && bytes.htmlGzip > budget.htmlGzip
          ? [`${path}: ${bytes.htmlGzip} bytes gzipped > ${budget.htmlGzip}`]
          : []),
      ];
    });
    expect(over).toEqual([]);
  });

  it("keeps every page's first-load JavaScript within its budget", () => {
    const over = pages.flatMap((path) => {
      const bytes = measured.get(path);
      const budget = jsBudgets[path] ?? otherJs;
      return bytes && bytes.jsGzip > budget ? [`${path}: ${bytes.jsGzip} bytes of JavaScript gzipped > ${budget}`] : [];
    });
    expect(over).toEqual([]);
  });

  it("keeps every portal page's first-load JavaScript within 15 kB of a bare Next.js page", () => {
    const measuredPortal = renderedPagesJsGzip(distDir, (page) => portalRoutes.includes(page));
    const over = portalRoutes.flatMap((route) => {
      const bytes = measuredPortal.get(route);
      if (bytes === undefined) return [`${route}: no client reference manifest in the build`];
      return bytes > portalJs ? [`${route}: ${bytes} bytes of JavaScript gzipped > ${portalJs}`] : [];
    });
    expect(over).toEqual([]);
  });
});
