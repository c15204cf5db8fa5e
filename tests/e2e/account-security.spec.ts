// The Security page at 1280 and 390 px: one person signed in from two browsers (each its own device and network)
// sees both sessions, this one marked "This device"; "Sign out everywhere else" asks first, is announced, and the
// other browser is sent to /login on its next page. The person is added for the test, so no shared demo session ends.
import { randomInt } from "node:crypto";
import { expect, test, type Browser, type Page } from "./support/test";
import { checkPortalPage, pageAs, signInThroughApi, useOwnAddress } from "./support/portal-auth";
import { hydrated } from "./support/public-helpers";

const main = (page: Page) => page.getByRole("main");
const firefoxWindows = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";

test.beforeEach(() => {
  test.setTimeout(180_000);
});

/** A new employee added (and invited) by the admin through the Users view. */
async function addEmployee(browser: Browser, email: string): Promise<void> {
  const admin = await pageAs(browser, "admin");
  await admin.goto("/admin/users");
  const add = main(admin).getByRole("button", { name: "Add and invite" });
  await main(admin).getByText("Add a user", { exact: true }).click();
  await hydrated(add);
  await main(admin).getByLabel("E-mail", { exact: true }).fill(email);
  await main(admin).getByLabel("Role", { exact: true }).selectOption("employee");
  await add.click();
  await expect(main(admin).getByTitle(email)).toBeVisible();
  await admin.context().close();
}

test("two sessions are listed, and Sign out everywhere else ends the other after confirming", async ({
  browser,
}, testInfo) => {
  const email = `security-${testInfo.project.name}-${Date.now().toString(36)}${randomInt(1000, 9999)}@nexora.example`;
  await addEmployee(browser, email);

  const other = await browser.newContext({ userAgent: firefoxWindows });
  await useOwnAddress(other);
  await signInThroughApi(other.request, email);
  const otherPage = await other.newPage();
  await otherPage.goto("/employee");
  await expect(otherPage).toHaveURL(/\/employee$/);

  const { viewport, userAgent, isMobile, hasTouch, deviceScaleFactor } = testInfo.project.use;
  const context = await browser.newContext({ viewport, userAgent, isMobile, hasTouch, deviceScaleFactor });
  await useOwnAddress(context);
  await signInThroughApi(context.request, email);
  const page = await context.newPage();
  await page.goto("/employee/security");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Security");
  const sessions = main(page).getByRole("list", { name: "Sessions" }).getByRole("listitem");
  await expect(sessions).toHaveCount(2);
  await expect(sessions.first()).toContainText("This device");
  await expect(sessions.nth(1)).toContainText("Firefox on Windows");
  await expect(sessions.nth(1)).not.toContainText("This device");
  await checkPortalPage(page, testInfo, "security");

  const everywhere = main(page).getByRole("button", { name: "Sign out everywhere else" });
  await hydrated(everywhere);
  await everywhere.click();
  const dialog = page.getByRole("dialog", { name: "Sign out everywhere else?" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await checkPortalPage(page, testInfo, "security-confirm");
  await dialog.getByRole("button", { name: "Sign out everywhere else" }).click();
  await expect(main(page).getByRole("status")).toHaveText("Signed out of 1 other session.");
  await expect(main(page).getByRole("status")).toBeFocused();
  await expect(sessions).toHaveCount(1);
  await expect(everywhere).toHaveCount(0);
  await checkPortalPage(page, testInfo, "security-after");

  // The other browser's next page sends it to sign in again; this one stays signed in.
  await otherPage.goto("/employee/requests");
  await expect(otherPage).toHaveURL(/\/login/);
  await page.goto("/employee/security");
  await expect(page).toHaveURL(/\/employee\/security$/);
  await other.close();
  await context.close();
});
