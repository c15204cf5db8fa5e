// Shared steps for the public-site end-to-end tests: waiting for hydration, reading rotating text, scanning with axe.
import { axe } from "./axe";
import { expect, type Locator, type Page } from "@playwright/test";

/** The announcement messages (lib/content/announcements.ts), as the bar labels them. */
export const announcementLabels = ["New", "Limited Time", "Award Winner", "Now Available"];

/** The hero's rotating phrases, in order. */
export const heroPhrases = [
  "AI-Driven Business Intelligence",
  "Advanced Robotics Solutions",
  "Predictive Analytics Systems",
  "Machine Learning Platforms",
];

/** The signed-in portal's and the API's paths, which the public crawl must not follow (the sign-in pages are public). */
export const privatePrefixes = ["/api", "/admin", "/employee", "/client", "/vendor"];

/**
 * Resolves once React has hydrated the element: before that, a click on a static button does nothing.
 * React attaches its fiber to each DOM node it hydrates.
 */
export async function hydrated(locator: Locator): Promise<void> {
  await expect
    .poll(() => locator.first().evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactFiber$"))), {
      message: "the element is hydrated by React",
      timeout: 20_000,
    })
    .toBe(true);
}

/** Opens a page and waits until the header's interactive parts (menu or drawer button) are hydrated. */
export async function openPage(page: Page, path: string, isMobile: boolean): Promise<void> {
  await page.goto(path);
  await hydrated(
    isMobile
      ? page.getByRole("button", { name: "Open menu" })
      : page.getByRole("navigation", { name: "Main" }).getByRole("button").first(),
  );
}

/**
 * Runs axe on the page at rest and expects no violations (the report lists rule, impact and targets). Rotating content
 * pauses under reduced motion, and finite transitions that are running are let finish: a colour read mid-fade is a
 * blend of two states the page never rests in. A paused animation never finishes and is not waited for: the home
 * page's particles, finite under reduced motion, stay paused until the page has been idle (particles.tsx).
 */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  await page.emulateMedia({ reducedMotion: "reduce" });
  const unfinished = await page.evaluate(async () => {
    const fades = document
      .getAnimations()
      .filter((a) => a.playState === "running" && a.effect?.getComputedTiming().endTime !== Infinity);
    // Fades take a fraction of a second; an animation that has not finished in 5 s is not one of them.
    await Promise.race([
      Promise.all(fades.map((a) => a.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 5_000)),
    ]);
    return fades
      .filter((a) => a.playState !== "finished" && a.playState !== "idle")
      .map(
        (a) =>
          `${a.id || a.constructor.name} on ${((a.effect as KeyframeEffect | null)?.target as Element)?.outerHTML.slice(0, 80)}`,
      );
  });
  if (unfinished.length)
    console.warn(`${label}: scanned with ${unfinished.length} animations unfinished after 5 s`, unfinished);
  const results = await axe(page).analyze();
  await page.emulateMedia({ reducedMotion: null });
  const summary = results.violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes
      .slice(0, 5)
      .map((n) => `${n.target.join(" ")}: ${n.failureSummary?.split("\n").slice(1, 2).join("") ?? ""}`),
  }));
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

/** Internal links (path only, no query or fragment) found in an HTML document served from `origin`. */
export function internalLinks(html: string, pageUrl: string): string[] {
  const origin = new URL(pageUrl).origin;
  const found = new Set<string>();
  for (const match of html.matchAll(/<a\s[^>]*?href="([^"]+)"/gi)) {
    const raw = match[1]!.replaceAll("&amp;", "&");
    if (/^(mailto|tel|javascript):/i.test(raw)) continue;
    const url = new URL(raw, pageUrl);
    if (url.origin !== origin) continue;
    found.add(url.pathname.replace(/(.)\/$/, "$1"));
  }
  return [...found];
}

export function isPrivate(path: string): boolean {
  return privatePrefixes.some((p) => path === p || path.startsWith(`${p}/`));
}

/** Lets React render what the last timers changed: its scheduler runs on message events, which the fake clock skips. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let i = 0; i < 3; i++) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
    }
  });
}

/** Advances the fake clock and lets the page render the result. */
export async function tick(page: Page, ms: number): Promise<void> {
  await page.clock.runFor(ms);
  await settle(page);
}
