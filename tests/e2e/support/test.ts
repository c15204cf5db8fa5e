// Playwright's test and expect, with one difference: page.goto and page.reload return once the page's scripts have
// run. Pages load their scripts after their first paint (scripts/paint-first.mjs), and the load event goto waits for
// can come before that paint; a test acting then would click a button React has not taken over yet, which a person,
// who needs far longer than that to read the page and reach for a button, does not meet.
import { test as base, type Page, type PlaywrightWorkerOptions } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "@/scripts/chromium";

export * from "@playwright/test";

/**
 * For tests of what the full browser does and its headless shell, which the other tests run in, does not: its PDF
 * viewer, and which images it loads with the page. `test.use(fullChromium)` at the top of a spec file (Playwright
 * refuses a browser option in a describe block): its tests get workers of their own.
 */
export const fullChromium: Partial<PlaywrightWorkerOptions> = chromiumPath
  ? { launchOptions: { executablePath: chromiumPath, args: chromiumFlags } }
  : { channel: "chromium" };

/** Whether React has taken the document over, or the page is not one of Next's or runs no script at all. */
const hydratedOrStatic = () =>
  !("__next_f" in self) || Object.keys(document.body ?? {}).some((key) => key.startsWith("__reactFiber$"));

/** Resolves once the page's scripts have run (see above). Polled from here: a test may have stopped the page's clock. */
export async function scriptsRan(page: Page, timeout = 20_000): Promise<void> {
  const until = Date.now() + timeout;
  for (;;) {
    if (await page.evaluate(hydratedOrStatic).catch(() => false)) return;
    if (Date.now() > until) throw new Error(`The page's scripts had not run ${timeout / 1000} s after it loaded.`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Holds the page's scripts (not its stylesheets, which share their folder) until the returned function is called: the
 * page is on screen and usable before React has it, as over a slow link.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/chunks\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

type Navigation = (this: Page, ...args: unknown[]) => Promise<unknown>;
const waitsForScripts = Symbol("goto waits for the page's scripts");

/** Makes goto and reload wait for scriptsRan on every page of this worker: on the class, so pages of contexts a test
 * makes itself are included. A navigation that asks for less than the load event (domcontentloaded, commit) does not
 * wait. */
function patch(page: Page) {
  const prototype = Object.getPrototypeOf(page) as Record<string | symbol, unknown>;
  if (prototype[waitsForScripts]) return;
  prototype[waitsForScripts] = true;
  for (const name of ["goto", "reload"] as const) {
    const navigate = prototype[name] as Navigation;
    prototype[name] = async function (this: Page, ...args: unknown[]) {
      const response = await navigate.apply(this, args);
      const options = args.find((arg): arg is { waitUntil?: string } => typeof arg === "object" && arg !== null);
      const waitUntil = options?.waitUntil ?? "load";
      if (waitUntil === "load" || waitUntil === "networkidle") await scriptsRan(this);
      return response;
    } satisfies Navigation;
  }
}

export const test = base.extend<object, { gotoWaitsForScripts: void }>({
  gotoWaitsForScripts: [
    async ({ browser }, use) => {
      const context = await browser.newContext();
      patch(await context.newPage());
      await context.close();
      await use();
    },
    { scope: "worker", auto: true },
  ],
});
