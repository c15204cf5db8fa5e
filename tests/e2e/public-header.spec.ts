// The public header: the desktop mega menu from 1024 px (fitting in one row up from there), the compact bar and its
// drawer below.
import { expect, test, type Page } from "./support/test";
import { hydrated, openPage } from "./support/public-helpers";

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const trigger = (page: Page, name: string) => mainNav(page).getByRole("button", { name, exact: true });
const panelOf = async (page: Page, name: string) =>
  page.locator(`[id="${await trigger(page, name).getAttribute("aria-controls")}"]`);

test.describe("header variant", () => {
  test("the header matches the window width and switches on resize", async ({ page }, testInfo) => {
    const desktop = testInfo.project.name === "desktop";
    await page.goto("/");
    const desktopHeader = page.getByTestId("desktop-header");
    const menuButton = page.getByRole("button", { name: "Open menu" });
    if (desktop) {
      await expect(desktopHeader).toBeVisible();
      await expect(mainNav(page)).toBeVisible();
      await expect(menuButton).toBeHidden();
    } else {
      await expect(menuButton).toBeVisible();
      await expect(desktopHeader).toBeHidden();
      await expect(mainNav(page)).toBeHidden();
    }
    // Crossing the 1024 px breakpoint swaps the variants.
    await page.setViewportSize(desktop ? { width: 1023, height: 800 } : { width: 1024, height: 844 });
    await expect(desktop ? menuButton : desktopHeader).toBeVisible();
    await expect(desktop ? desktopHeader : menuButton).toBeHidden();
  });

  test("from 1024 px to a wide screen the desktop header fits in one row, both calls to action shown", async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "the widths are set here");
    await page.goto("/about");
    const header = page.getByTestId("desktop-header");
    for (const width of [1024, 1100, 1180, 1279, 1280, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      // Nothing scrolls sideways, and the last call to action ends inside the window.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${width}`).toBe(
        true,
      );
      for (const name of ["Schedule Demo", "Get Quote"]) await expect(header.getByRole("link", { name })).toBeVisible();
      const quote = (await header.getByRole("link", { name: "Get Quote" }).boundingBox())!;
      expect(quote.x + quote.width, `${width}`).toBeLessThanOrEqual(width);
      // The menus' chevrons show where there is room for them.
      await expect(trigger(page, "Solutions").locator("svg")).toBeVisible({ visible: width >= 1280 });
    }
  });

  test("the header turns translucent once the page is scrolled past 20 px", async ({ page }, testInfo) => {
    await openPage(page, "/", testInfo.project.name === "mobile");
    const header = page.locator("header[data-scrolled]");
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute("data-scrolled", "false");
  });
});

test.describe("desktop mega menu", () => {
  test.beforeEach(async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "the mega menu is the desktop header");
    await openPage(page, "/", false);
  });

  test("a trigger opens its panel and closes it when clicked again", async ({ page }) => {
    const solutions = trigger(page, "Solutions");
    const panel = await panelOf(page, "Solutions");
    await expect(solutions).toHaveAttribute("aria-expanded", "false");
    await expect(panel).toBeHidden();

    await solutions.click();
    await expect(solutions).toHaveAttribute("aria-expanded", "true");
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("link", { name: /Intelligent Automation/ })).toBeVisible();

    await solutions.click();
    await expect(solutions).toHaveAttribute("aria-expanded", "false");
    await expect(panel).toBeHidden();
  });

  test("only one panel is open at a time", async ({ page }) => {
    await trigger(page, "Solutions").click();
    await expect(await panelOf(page, "Solutions")).toBeVisible();
    await trigger(page, "Products").click();
    await expect(await panelOf(page, "Products")).toBeVisible();
    await expect(await panelOf(page, "Solutions")).toBeHidden();
    await expect(trigger(page, "Solutions")).toHaveAttribute("aria-expanded", "false");
    await expect(mainNav(page).locator('button[aria-expanded="true"]')).toHaveCount(1);
  });

  test("Escape closes the panel and returns focus to its trigger", async ({ page }) => {
    const training = trigger(page, "Training");
    await training.click();
    const panel = await panelOf(page, "Training");
    await expect(panel).toBeVisible();
    // Move focus into the panel first: Escape from inside must bring it back to the trigger.
    await panel.getByRole("link").first().focus();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(training).toHaveAttribute("aria-expanded", "false");
    await expect(training).toBeFocused();
  });

  test("a keyboard user opens a panel with Enter and tabs straight into its links", async ({ page }) => {
    // The panels' code loads when focus reaches the menu: a closed panel has nothing in it.
    const products = trigger(page, "Products");
    const panel = await panelOf(page, "Products");
    await expect(panel.locator("a")).toHaveCount(0);
    await products.focus();
    await page.keyboard.press("Enter");
    const featured = panel.getByRole("link", { name: /AI Platform Pro/ });
    await expect(featured).toBeVisible();
    await expect(featured).toHaveAttribute("href", "/products/ai-platform-pro");
    await page.keyboard.press("Tab");
    await expect(featured).toBeFocused();
  });

  test("a click outside the menu closes the panel", async ({ page }) => {
    await trigger(page, "Services").click();
    const panel = await panelOf(page, "Services");
    await expect(panel).toBeVisible();
    const box = (await panel.boundingBox())!;
    const y = Math.min(box.y + box.height + 40, 780);
    expect(y, "there is page content below the panel to click").toBeGreaterThan(box.y + box.height);
    await page.mouse.click(24, y);
    await expect(panel).toBeHidden();
    await expect(trigger(page, "Services")).toHaveAttribute("aria-expanded", "false");
  });

  test("a link in a panel leads to its page and closes the panel", async ({ page }) => {
    await trigger(page, "Training").click();
    const panel = await panelOf(page, "Training");
    await panel.getByRole("link", { name: /Machine Learning Fundamentals/ }).click();
    await expect(page).toHaveURL(/\/training\/ml-fundamentals$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(mainNav(page).locator('button[aria-expanded="true"]')).toHaveCount(0);
  });
});

test.describe("link prefetching", () => {
  test("links in view prefetch their page on intent, not while the page starts", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "hover is a desktop gesture");
    const prefetched: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.searchParams.has("_rsc")) prefetched.push(url.pathname);
    });
    await openPage(page, "/about", false);
    // Give viewport prefetching (an IntersectionObserver, then an idle fetch) ample time to happen if it were on.
    await page.waitForTimeout(1_500);
    expect(prefetched, "no page is fetched before the visitor shows intent").toEqual([]);

    await page.getByTestId("desktop-header").getByRole("link", { name: "Get Quote" }).hover();
    await expect.poll(() => prefetched).toContain("/quote");
  });
});

test.describe("mobile drawer", () => {
  test.beforeEach(async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "mobile", "the drawer is the mobile header");
    await openPage(page, "/", true);
  });

  test("opens as a modal dialog with focus inside, and Escape closes it and restores focus", async ({ page }) => {
    const opener = page.getByRole("button", { name: "Open menu" });
    await opener.click();
    const drawer = page.getByRole("dialog", { name: "Site menu" });
    await expect(drawer).toBeVisible();
    await expect(opener).toHaveAttribute("aria-expanded", "true");
    expect(await drawer.evaluate((el) => el.matches(":modal"))).toBe(true);
    await expect.poll(() => drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(opener).toHaveAttribute("aria-expanded", "false");
  });

  test("locks page scrolling while open and restores it when closed", async ({ page }) => {
    const scrollY = () => page.evaluate(() => window.scrollY);
    const rootOverflow = () => page.evaluate(() => getComputedStyle(document.documentElement).overflow);
    expect(await rootOverflow()).not.toBe("hidden");

    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Site menu" });
    await expect(drawer).toBeVisible();
    await expect.poll(rootOverflow).toBe("hidden");
    // A wheel over the backdrop (right of the 85% wide drawer) must not move the page.
    await page.mouse.move(375, 600);
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(400);
    expect(await scrollY()).toBe(0);

    await drawer.getByRole("button", { name: "Close menu" }).click();
    await expect(drawer).toBeHidden();
    await expect.poll(rootOverflow).not.toBe("hidden");
    // The same wheel scrolls the page once the drawer is closed.
    await page.mouse.move(375, 600);
    await page.mouse.wheel(0, 600);
    await expect.poll(scrollY).toBeGreaterThan(0);
  });

  test("sections expand and collapse independently", async ({ page }) => {
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Site menu" });
    const section = (name: string) => drawer.locator("details", { has: page.locator("summary", { hasText: name }) });
    const solutions = section("Solutions");
    const training = section("Training");
    const automation = solutions.getByRole("link", { name: "Intelligent Automation" });
    const bootcamp = training.getByRole("link", { name: "Full-Stack AI Development Bootcamp" });

    await expect(automation).toBeHidden();
    await solutions.locator("summary").click();
    await expect(automation).toBeVisible();
    await training.locator("summary").click();
    await expect(bootcamp).toBeVisible();
    await expect(automation).toBeVisible();

    await solutions.locator("summary").click();
    await expect(automation).toBeHidden();
    await expect(bootcamp).toBeVisible();
  });

  test("has the quick actions and the phone and e-mail links", async ({ page }) => {
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Site menu" });
    await expect(drawer.getByRole("link", { name: "Schedule Demo" })).toHaveAttribute("href", "/demo");
    await expect(drawer.getByRole("link", { name: "Get Quote" })).toHaveAttribute("href", "/quote");
    await expect(drawer.locator('a[href^="tel:"]')).toBeVisible();
    await expect(drawer.locator('a[href^="mailto:"]')).toBeVisible();
  });

  test("search filters the pages and a result leads to its page", async ({ page }) => {
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Site menu" });
    const search = drawer.getByRole("searchbox");
    await expect(search).toHaveAttribute("placeholder", "Search solutions, training, resources...");
    await hydrated(search);

    await search.fill("bootcamp");
    const results = drawer.getByRole("list", { name: "Search results" });
    await expect(results.getByRole("link", { name: /^Full-Stack AI Development Bootcamp/ })).toBeVisible();
    // Filtering: unrelated pages are not listed, and the sections give way to the results.
    await expect(results.getByRole("link", { name: /^Blockchain/ })).toHaveCount(0);
    await expect(drawer.locator("details")).toHaveCount(0);

    await search.fill("cybersecurity");
    const cyber = results.getByRole("link", { name: /Cybersecurity/ }).first();
    await expect(cyber).toBeVisible();
    await expect(results.getByRole("link", { name: /^Full-Stack AI Development Bootcamp/ })).toHaveCount(0);

    await search.fill("zzqx nothing");
    await expect(drawer.getByText(/No pages match/)).toBeVisible();

    await search.fill("bootcamp");
    await results.getByRole("link", { name: /^Full-Stack AI Development Bootcamp/ }).click();
    await expect(page).toHaveURL(/\/training\/ai-bootcamp$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: "Full-Stack AI Development Bootcamp" })).toBeVisible();
  });
});
