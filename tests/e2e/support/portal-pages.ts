// A portal page as a role sees it, and the checks every portal page passes: axe, no sideways scroll, a screenshot.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Browser, type Page, type TestInfo } from "@playwright/test";
import {
  horizontalOverflow,
  snapshot,
  useOwnAddress as takeOwnAddress,
  useSharedSession as joinSharedSession,
  type Role,
} from "./portal-auth";

/** A fresh context signed in as the role's demo user (the shared session), from its own network address. */
export async function portalPageAs(browser: Browser, role: Role): Promise<Page> {
  const context = await browser.newContext();
  // Plain helpers despite their names (the lint rule reads "use…" as a React hook).
  await takeOwnAddress(context);
  await joinSharedSession(context, role);
  return context.newPage();
}

/** Axe finds nothing, nothing overflows the viewport, and a screenshot is kept when PORTAL_SHOTS_DIR is set. */
export async function checkPortalPage(page: Page, testInfo: TestInfo, shot: string): Promise<void> {
  expect((await new AxeBuilder({ page }).analyze()).violations, shot).toEqual([]);
  expect(await horizontalOverflow(page), shot).toBeLessThanOrEqual(0);
  await snapshot(page, testInfo, shot);
}
