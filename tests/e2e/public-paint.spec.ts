// What the first screen waits for: the home page's largest paint is the hero's copy, which needs no request of its own.
import { expect, test } from "@playwright/test";

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
  const imageFiles = await hero.evaluate((section) =>
    [section, ...section.querySelectorAll("*")].filter((el) => el instanceof HTMLImageElement || getComputedStyle(el).backgroundImage.includes("url(")).length,
  );
  expect(imageFiles).toBe(0);
});
