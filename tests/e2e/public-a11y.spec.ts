// Accessibility (axe, WCAG rules) of every public page template at both widths, and layout at 320 px.
import { expect, test } from "./support/test";
import { expectNoAxeViolations, hydrated, openPage } from "./support/public-helpers";

const templates = [
  { name: "home", path: "/" },
  { name: "about", path: "/about" },
  { name: "AI cloud services", path: "/acs" },
  { name: "NexWeb", path: "/nexweb" },
  { name: "contact", path: "/contact" },
  { name: "catalogue offering", path: "/solutions/ai/automation" },
  { name: "catalogue hub", path: "/solutions" },
  { name: "training course", path: "/training/ai-bootcamp" },
  { name: "legal article", path: "/privacy" },
  { name: "demo request", path: "/demo" },
  { name: "not found", path: "/no-such-page-xyz" },
];

test.describe("axe", () => {
  // Motion off: a fading element is scanned at its final colours, and rotating text holds still.
  test.use({ contextOptions: { reducedMotion: "reduce" } });

  for (const { name, path } of templates) {
    test(`${name} (${path}) has no axe violations`, async ({ page }, testInfo) => {
      await openPage(page, path, testInfo.project.name === "mobile");
      await page.waitForLoadState("load");
      await expectNoAxeViolations(page, path);
      // Ids must be unique: an SVG gradient referenced by a repeated id paints nothing where the first copy is hidden.
      const duplicates = await page.evaluate(() => {
        const seen = new Map<string, number>();
        for (const el of document.querySelectorAll("[id]")) seen.set(el.id, (seen.get(el.id) ?? 0) + 1);
        return [...seen].filter(([, n]) => n > 1).map(([id]) => id);
      });
      expect(duplicates, "duplicate ids").toEqual([]);
    });
  }

  test("the open menu, drawer and chat have no axe violations", async ({ page }, testInfo) => {
    const mobile = testInfo.project.name === "mobile";
    await openPage(page, "/", mobile);
    if (mobile) {
      await page.getByRole("button", { name: "Open menu" }).click();
      const drawer = page.getByRole("dialog", { name: "Site menu" });
      await drawer.locator("summary").first().click();
      await expectNoAxeViolations(page, "/ with the drawer open");
      await page.keyboard.press("Escape");
      await expect(drawer).toBeHidden();
    } else {
      const products = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Products" });
      await products.click();
      await expect(products).toHaveAttribute("aria-expanded", "true");
      await expectNoAxeViolations(page, "/ with the Products panel open");
      await page.keyboard.press("Escape");
    }
    const launcher = page.getByRole("button", { name: "Chat with our assistant" });
    await hydrated(launcher);
    await launcher.click();
    const chat = page.getByRole("dialog", { name: "Chat with the Nexora assistant" });
    await expect(chat.getByRole("button", { name: "Talk to a person" })).toBeVisible();
    await expectNoAxeViolations(page, "/ with the chat open");
  });
});

test.describe("narrow screens", () => {
  test.use({ viewport: { width: 320, height: 640 } });
  // The viewport is set here, so one project is enough: the phone's, for its touch and user agent.
  test.skip(({ isMobile }) => !isMobile, "320 px is checked in the mobile project");

  for (const path of [
    "/",
    "/about",
    "/contact",
    "/acs",
    "/nexweb",
    "/solutions/ai/automation",
    "/training/ai-bootcamp",
    "/demo",
  ]) {
    test(`${path} has no horizontal overflow at 320 px`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState("load");
      const widths = await page.evaluate(() => ({
        viewport: window.innerWidth,
        scroll: document.documentElement.scrollWidth,
      }));
      expect(widths.viewport).toBe(320);
      // Name the widest offenders when it fails.
      const offenders =
        widths.scroll > 320
          ? await page.evaluate(() =>
              [...document.querySelectorAll("body *")]
                .filter((el) => el.getBoundingClientRect().right > 321)
                .slice(0, 5)
                .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 80)}`),
            )
          : [];
      expect(widths.scroll, `scrollWidth at 320 px; widest: ${offenders.join(" | ")}`).toBeLessThanOrEqual(320);
    });
  }
});
