// What the first screen waits for: the home page's largest paint is the hero's copy, which needs no request of its own,
// no script starts loading before that paint, and the sign-in pages are not painted until they are parsed whole.
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

test("the hero's 45 particles hold still while the page starts, drift once it is idle, and rest out of view", async ({
  page,
}) => {
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
  await page.locator("footer").scrollIntoViewIfNeeded();
  await expect
    .poll(async () => (await states()).every((p) => !p.drifting && p.playState === "paused"), {
      message: "scrolled out of view, the particles hold still",
    })
    .toBe(true);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect
    .poll(async () => (await states()).every((p) => p.drifting && p.playState === "running"), {
      message: "back in view, they drift again",
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

test("the hero's drawing is hydrated as the server sent it, and drawn in the browser on a client-side navigation", async ({
  page,
}) => {
  const hero = page.locator("section[aria-labelledby='hero-title']");
  const drawing = () =>
    hero.evaluate((section) => {
      const fiber = (node: Element | null) =>
        Boolean(node && Object.keys(node).some((k) => k.startsWith("__reactFiber$")));
      const particles = section.querySelector(".particles");
      const circuit = section.querySelector(":scope > svg > g");
      const card = [...section.querySelectorAll("p")]
        .find((p) => p.textContent === "Predictions served per hour, last 12 hours")
        ?.closest("[id]");
      return {
        particles: particles?.querySelectorAll(".particle").length,
        paths: circuit?.querySelectorAll("path").length,
        nodes: circuit?.querySelectorAll(":scope > g > circle").length,
        card: Boolean(card),
        // React's own elements (the containers) against their content.
        containers: [particles, circuit, card ?? null].map(fiber),
        content: [particles?.firstElementChild, circuit?.querySelector("path"), card?.firstElementChild].map((node) =>
          fiber(node ?? null),
        ),
      };
    });

  await page.goto("/");
  await hydrated(page.locator("main"));
  // Hydrated without React rendering the content: the containers are React's, the particles, the circuit's traces
  // and the card's insides are the nodes the server sent.
  const served = await drawing();
  expect(served).toMatchObject({ particles: 45, paths: 26, nodes: 26, card: true });
  expect(served.containers).toEqual([true, true, true]);
  expect(served.content).toEqual([false, false, false]);
  // The particles start drifting (an attribute React sets on the container) and stay.
  await expect(hero.locator(".particles[data-drifting] > .particle")).toHaveCount(45);

  // From another page, the home page is drawn in the browser: the same drawing, rendered by React this time.
  await page.goto("/about");
  await hydrated(page.locator("main"));
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await page.locator("header").getByRole("link", { name: /home/i }).locator("visible=true").first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(hero).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed), "no full page load").toBe(true);
  const drawn = await drawing();
  expect(drawn).toMatchObject({ particles: 45, paths: 26, nodes: 26, card: true });
  expect(drawn.content).toEqual([true, true, true]);
});

test("the home page's later sections are drawn near the viewport, without transitions until the page hydrates", async ({
  page,
}) => {
  const later = page.locator("main .render-later");
  const cardLink = later.locator("a.card-lift").first();
  const transition = () => cardLink.evaluate((link) => getComputedStyle(link).transitionDuration);

  // Without scripts the page never hydrates: the sections keep no transitions, so none can start while they wait.
  await page.route(/\.js$/, (route) => route.abort());
  // domcontentloaded: the navigation then does not wait for a hydration that never comes (support/test.ts).
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await page.waitForLoadState("load");
  expect(await later.count()).toBeGreaterThanOrEqual(4);
  expect(await later.first().evaluate((section) => getComputedStyle(section).contentVisibility)).toBe("auto");
  expect(await page.locator("html").getAttribute("data-hydrated")).toBeNull();
  expect(await transition()).toBe("0s");

  // Hydrated, the cards rise under the pointer again; every link reads its own colour, not the browser's link blue.
  await page.unroute(/\.js$/);
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  expect(await transition()).not.toBe("0s");
  const colours = await later.locator("a").evaluateAll((links) => links.map((link) => getComputedStyle(link).color));
  expect(colours.length).toBeGreaterThan(8);
  for (const colour of colours) expect(colour).not.toMatch(/^rgb\(0, 0, 238\)$|^oklab\(0\.4289/);
  // Scrolled to, a section is drawn like any other part of the page.
  await later.last().scrollIntoViewIfNeeded();
  await expect(later.last().getByRole("heading", { level: 2 })).toBeVisible();
});

for (const pathname of ["/login", "/login/request-access"]) {
  test(`${pathname} is painted whole on a slow device: nothing moves while it is parsed`, async ({ page }) => {
    // Its card is centred between the header and the footer: a frame painted halfway through the parse would show
    // it lower down, then move it. The head holds the first paint until the page's last element is parsed.
    await page.addInitScript(() => {
      const shifts: { value: number; moved: string[] }[] = [];
      (window as unknown as { shifts: typeof shifts }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as {
          value: number;
          sources: { node?: Node | null }[];
        }[])
          shifts.push({ value: entry.value, moved: entry.sources.map((s) => (s.node as Element)?.className ?? "") });
      }).observe({ type: "layout-shift", buffered: true });
    });
    const cdp = await page.context().newCDPSession(page);
    // Four times slower, as Lighthouse's phone: the parser then yields, and a frame can be painted, mid-page.
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    for (let load = 0; load < 3; load += 1) {
      await page.goto(pathname);
      await expect(page.locator("head link[rel=expect][blocking=render]")).toHaveAttribute("href", "#sign-in-page-end");
      await expect(page.locator("footer #sign-in-page-end")).toHaveCount(1);
      await hydrated(page.locator("main"));
      const shifts = await page.evaluate(() => (window as unknown as { shifts: unknown[] }).shifts);
      expect(shifts, `load ${load + 1}`).toEqual([]);
    }
  });
}
