// Rotating content on a fake clock: the announcement bar (4 s, 4 messages) and the hero's line (3 s, 4 phrases).
import { expect, test, type Locator, type Page } from "./support/test";
import { announcementLabels, heroPhrases, hydrated, tick } from "./support/public-helpers";

// Many small steps on a shared, slow machine: more time than the default 45 s.
test.describe.configure({ timeout: 90_000 });

const bar = (page: Page) => page.getByRole("region", { name: "Announcements" });
const announcement = (page: Page) => page.getByTestId("announcement");

/** Which of the four messages the bar shows now, by its label. */
async function announcementIndex(page: Page): Promise<number> {
  const text = (await announcement(page).innerText()).trim();
  const index = announcementLabels.findIndex((label) => text.toUpperCase().startsWith(label.toUpperCase()));
  expect(index, `"${text}" is one of the announcements`).toBeGreaterThanOrEqual(0);
  return index;
}

async function expectAnnouncement(page: Page, index: number) {
  await expect(announcement(page)).toContainText(new RegExp(`^\\s*${announcementLabels[index]}`, "i"));
}

/** Opens the page on Playwright's clock and stops time, so each step advances it exactly. */
async function openOnFakeClock(page: Page, ready: (page: Page) => Locator) {
  await page.clock.install();
  await page.goto("/");
  await hydrated(ready(page));
  // A minute ahead of the page's clock, whatever the load on the machine: the jump fires each due timer once.
  await page.clock.pauseAt(Date.now() + 60_000);
}

test.describe("announcement bar", () => {
  test.beforeEach(async ({ page }) => {
    await openOnFakeClock(page, (p) => bar(p).getByRole("button", { name: "Pause announcements" }));
  });

  test("rotates through the four messages every 4 seconds and wraps around", async ({ page, isMobile }) => {
    test.skip(isMobile, "timing is the same code at every width; the phone run checks the pause controls");
    const start = await announcementIndex(page);
    const seen = new Set<number>([start]);
    for (let step = 1; step <= 4; step++) {
      await tick(page, 4000);
      const expected = (start + step) % 4;
      await expectAnnouncement(page, expected);
      seen.add(expected);
    }
    expect(seen.size).toBe(4);
    // Exactly 4 s between changes. A pointer leaving the bar restarts the interval, which fixes the phase.
    await announcement(page).hover();
    await page.mouse.move(200, 500);
    const current = await announcementIndex(page);
    await tick(page, 3900);
    await expectAnnouncement(page, current);
    await tick(page, 100);
    await expectAnnouncement(page, (current + 1) % 4);
  });

  test("the dots show the current message and choose another", async ({ page }, testInfo) => {
    test.skip(
      testInfo.project.name === "mobile",
      "the dots are shown from 640 px; phones get the text and the pause control",
    );
    const dots = bar(page).getByRole("button", { name: /^Show announcement \d of 4$/ });
    await expect(dots).toHaveCount(4);
    const start = await announcementIndex(page);
    await expect(dots.nth(start)).toHaveAttribute("aria-current", "true");
    await expect(bar(page).locator('[aria-current="true"]')).toHaveCount(1);

    await tick(page, 4000);
    const next = (start + 1) % 4;
    await expectAnnouncement(page, next);
    await expect(dots.nth(next)).toHaveAttribute("aria-current", "true");
    await expect(dots.nth(start)).not.toHaveAttribute("aria-current", "true");

    const chosen = (start + 3) % 4;
    await dots.nth(chosen).click();
    await expectAnnouncement(page, chosen);
    await expect(dots.nth(chosen)).toHaveAttribute("aria-current", "true");
  });

  test("pauses while the pointer is over it", async ({ page, isMobile }) => {
    test.skip(isMobile, "timing is the same code at every width; the phone run checks the pause controls");
    const start = await announcementIndex(page);
    await announcement(page).hover();
    await tick(page, 12_000);
    await expectAnnouncement(page, start);
    // Leaving resumes, one full interval later.
    await page.mouse.move(200, 500);
    await tick(page, 4000);
    await expectAnnouncement(page, (start + 1) % 4);
  });

  test("pauses while it holds keyboard focus", async ({ page, isMobile }) => {
    test.skip(isMobile, "timing is the same code at every width; the phone run checks the pause controls");
    const start = await announcementIndex(page);
    await announcement(page).focus();
    await tick(page, 12_000);
    await expectAnnouncement(page, start);
    await page.getByRole("banner").getByRole("link", { name: /home/i }).first().focus();
    await tick(page, 4000);
    await expectAnnouncement(page, (start + 1) % 4);
  });

  test("the pause control stops the rotation until played again", async ({ page }) => {
    const start = await announcementIndex(page);
    const pause = bar(page).getByRole("button", { name: "Pause announcements" });
    await pause.click();
    const play = bar(page).getByRole("button", { name: "Play announcements" });
    await expect(play).toBeVisible();
    // Move away from the bar so only the control holds it.
    await page.mouse.move(200, 500);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await tick(page, 16_000);
    await expectAnnouncement(page, start);

    await play.click();
    await page.mouse.move(200, 500);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect(bar(page).getByRole("button", { name: "Pause announcements" })).toBeVisible();
    await tick(page, 4000);
    await expectAnnouncement(page, (start + 1) % 4);
  });
});

test.describe("hero rotating line", () => {
  test("cycles through the four hero phrases every 3 seconds", async ({ page, isMobile }) => {
    test.skip(isMobile, "timing is the same code at every width; the phone run checks the pause controls");
    await openOnFakeClock(page, (p) => p.getByRole("button", { name: "Pause rotating text" }));
    const phrase = page.getByTestId("hero-phrase");
    const first = heroPhrases.indexOf((await phrase.innerText()).trim());
    expect(first, "the shown phrase is one of the hero phrases").toBeGreaterThanOrEqual(0);
    const seen: string[] = [];
    for (let step = 1; step <= 4; step++) {
      await tick(page, 3000);
      const expected = heroPhrases[(first + step) % 4]!;
      await expect(phrase).toHaveText(expected);
      seen.push(expected);
    }
    expect([...seen].sort()).toEqual([...heroPhrases].sort());
    // Exactly 3 s between changes. A pointer leaving the line restarts the interval, which fixes the phase.
    await phrase.hover();
    await page.mouse.move(10, 10);
    const current = heroPhrases.indexOf((await phrase.innerText()).trim());
    await tick(page, 2900);
    await expect(phrase).toHaveText(heroPhrases[current]!);
    await tick(page, 100);
    await expect(phrase).toHaveText(heroPhrases[(current + 1) % 4]!);
  });

  test("its pause button stops it", async ({ page }) => {
    await openOnFakeClock(page, (p) => p.getByRole("button", { name: "Pause rotating text" }));
    const phrase = page.getByTestId("hero-phrase");
    const before = (await phrase.innerText()).trim();
    await page.getByRole("button", { name: "Pause rotating text" }).click();
    await page.mouse.move(10, 700);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await tick(page, 9000);
    await expect(phrase).toHaveText(before);
  });
});
