// What the first screen waits for: the home page's largest paint is the hero's copy, which needs no request of its own,
// and no script starts loading before that paint.
import { expect, test } from "./support/test";
import { deferredScripts } from "@/scripts/paint-first.mjs";
import { hydrated } from "./support/public-helpers";

/** The scripts a page loads after its first paint: the list its loader (scripts/paint-first.mjs) ends with. */
function scriptsOf(html: string): string[] {
  const scripts = deferredScripts(html);
  expect(scripts.length, "the page ends with the script loader").toBeGreaterThan(0);
  return scripts;
}

test("the home page's largest contentful paint is hero text, not an image", async ({ page }) => {
  await page.goto("/");
  // The first frame may show only the top of a page still being parsed: read the largest paint once the hero is up.
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const largest = await page.evaluate(async () => {
    await new Promise((settled) => setTimeout(settled, 500));
    return new Promise<{ url: string; inHero: boolean; text: string }>((resolve) => {
      new PerformanceObserver((list) => {
        const entry = list.getEntries().at(-1) as LargestContentfulPaint;
        resolve({
          url: entry.url,
          inHero: Boolean(entry.element?.closest("section[aria-labelledby='hero-title']")),
          text: entry.element?.textContent?.trim() ?? "",
        });
      }).observe({ type: "largest-contentful-paint", buffered: true });
    });
  });
  // An image candidate carries the URL it waited for; text (and inline SVG, which is never a candidate) has none.
  expect(largest.url, "the largest paint is not an image").toBe("");
  expect(largest.inHero, "the largest paint is in the hero").toBe(true);
  expect(largest.text.length).toBeGreaterThan(20);
  // The circuit backdrop is drawn inline: nothing in the hero waits for an image file.
  const hero = page.locator("section[aria-labelledby='hero-title']");
  await expect(hero.locator("> svg[aria-hidden='true']")).toHaveCount(1);
  const imageFiles = await hero.evaluate(
    (section) =>
      [section, ...section.querySelectorAll("*")].filter(
        (el) => el instanceof HTMLImageElement || getComputedStyle(el).backgroundImage.includes("url("),
      ).length,
  );
  expect(imageFiles).toBe(0);
});

test("the hero's 45 particles hold still while the page starts and drift once it is idle", async ({ page }) => {
  await page.goto("/", { waitUntil: "domcontentloaded" });
  const particles = page.locator("section[aria-labelledby='hero-title'] .particle");
  const states = () =>
    particles.evaluateAll((nodes) =>
      nodes.map((node) => ({
        size: node.getBoundingClientRect().width,
        drifting: node.parentElement!.hasAttribute("data-drifting"),
        playState: node.getAnimations()[0]?.playState ?? "none",
      })),
    );
  const early = await states();
  expect(early).toHaveLength(45);
  // Spec section 9: 30 large and 15 small.
  expect(early.filter((p) => p.size >= 3)).toHaveLength(30);
  expect(early.filter((p) => p.size < 3)).toHaveLength(15);
  for (const particle of early.filter((p) => !p.drifting)) expect(particle.playState).toBe("paused");
  await page.waitForLoadState("load");
  await expect
    .poll(async () => (await states()).every((p) => p.drifting && p.playState === "running"), {
      message: "every particle drifts once the page is idle",
    })
    .toBe(true);
});

test("the scripts every page starts with carry V8's compile hint; the page's own chunks do not", async ({
  request,
}) => {
  for (const pathname of ["/", "/login"]) {
    const sources = scriptsOf(await (await request.get(pathname)).text());
    const scripts = await Promise.all(
      sources.map(async (src) => ({ src, text: await (await request.get(src)).text() })),
    );
    const hinted = scripts.filter((s) => s.text.startsWith("//# allFunctionsCalledOnLoad\n"));
    // React, Next's router and the bundler's runtime, at least; the largest of them all is React's.
    expect(hinted.length, `${pathname}: start-up scripts with the hint`).toBeGreaterThanOrEqual(3);
    const largest = scripts.reduce((a, b) => (b.text.length > a.text.length ? b : a));
    expect(hinted, `${pathname}: the largest script is hinted`).toContain(largest);
    expect(hinted.length, `${pathname}: page chunks stay lazily compiled`).toBeLessThan(scripts.length);
  }
});

test("the stylesheet's utilities carry the theme's values, not var() lookups the browser resolves per element", async ({
  page,
  request,
}) => {
  await page.goto("/");
  const href = await page.locator("link[rel='stylesheet']").first().getAttribute("href");
  const css = await (await request.get(href!)).text();
  // Tailwind's theme is imported inline: spacing and colour utilities are plain values.
  expect(css).not.toContain("var(--spacing)");
  expect(css).toMatch(/\.px-3\{padding-inline:\.75rem\}/);
  expect(css).toMatch(/\.text-slate-300\{color:#[0-9a-f]{6}/);
  // The few theme variables the site's own CSS reads (focus rings, the accent gradient) are still defined.
  expect(css).toContain("--color-accent-600:");
  expect(
    await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--color-accent-600").trim()),
  ).toBe("#2563eb");
});

test("until Inter arrives, text is set in a face with Arial's metrics scaled to Inter's, bold in its bold", async ({
  page,
}) => {
  // Inter never arrives here, so the page shows its stand-in: "Inter Fallback" (app/globals.css), which must find a
  // font on Linux too, where there is no Arial; otherwise the browser's default sans is used and lines rewrap (and
  // the page shifts) when Inter swaps in.
  await page.route(/\.woff2$/, (route) => route.abort());
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument");
  const fontsOf = async (selector: string) => {
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    return fonts.map((font) => font.postScriptName);
  };
  const arialMetrics = /^(Arial|Liberation ?Sans|Arimo|Helvetica)/;
  // The hero's lead is regular weight, its heading bold: each from the matching face, not a synthesised bold.
  expect(await fontsOf("section[aria-labelledby='hero-title'] p.max-w-2xl")).toEqual([
    expect.stringMatching(new RegExp(`${arialMetrics.source}(?!.*Bold)`)),
  ]);
  expect(await fontsOf("h1")).toEqual([expect.stringMatching(new RegExp(`${arialMetrics.source}.*Bold`))]);
});

for (const pathname of ["/", "/contact", "/login"]) {
  test(`${pathname}: no script is requested before the first contentful paint, and the page still hydrates`, async ({
    page,
  }) => {
    await page.goto(pathname);
    // React has taken the page over: its scripts all ran.
    await hydrated(page.locator("main"));
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => /\/_next\/static\/.+\.js$/.test(new URL(entry.name).pathname))
        .map((entry) => ({ name: entry.name, start: entry.startTime })),
    }));
    expect(timing.paint).toBeGreaterThan(0);
    expect(timing.scripts.length).toBeGreaterThan(3);
    for (const script of timing.scripts) expect(script.start, script.name).toBeGreaterThanOrEqual(timing.paint!);
  });
}
