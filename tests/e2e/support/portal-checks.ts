// What every portal page must be in an e2e test: a heading, no axe violations, nothing wider than the viewport; with
// PORTAL_SHOTS_DIR set, a screenshot to look at.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, type TestInfo } from "@playwright/test";
import { horizontalOverflow, snapshot } from "./portal-auth";

export async function expectAccessibleAndFitting(page: Page, testInfo: TestInfo, shot: string) {
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations, shot).toEqual([]);
  expect(await horizontalOverflow(page), shot).toBeLessThanOrEqual(0);
  await snapshot(page, testInfo, shot);
}
