// What a page loads as SVG files: Chromium sets up every SVG image, external sprite and SVG favicon as a document of its
// own on the main thread while the page loads, so a page loads one, its icon sprite. In the full browser, whose
// distance for loading lazy images is the one visitors meet (the headless shell's is longer).
import { expect, fullChromium, test } from "./support/test";

test.use(fullChromium);

for (const [pathname, sprite] of [
  ["/", "/icons.svg"],
  ["/login", "/portal-icons.svg"],
] as const) {
  test(`${pathname} loads one SVG file, its icon sprite`, async ({ page }) => {
    const svgs: string[] = [];
    page.on("response", (response) => {
      if (response.headers()["content-type"]?.startsWith("image/svg+xml")) svgs.push(new URL(response.url()).pathname);
    });
    await page.goto(pathname, { waitUntil: "load" });
    await expect(page.locator("svg.logo-mark").filter({ visible: true }).first()).toBeVisible();
    // The favicon is asked for after the load event.
    await page.waitForTimeout(1_000);
    expect(svgs).toEqual([sprite]);
  });
}
