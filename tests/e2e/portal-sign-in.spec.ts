// Signing in as each role with the code from the mail, landing on the role's dashboard, logging out; redirects.
import { expect, test, type Page } from "./support/test";
import { demoAccounts, signInWithMailedCode, useOwnAddress, useSharedSession, type Role } from "./support/portal-auth";

test.beforeEach(async ({ context }) => {
  await useOwnAddress(context);
});

// Each sign-in spends one of the address's 20 codes an hour: every role signs in through the form once per run, in
// one of the two projects.
const formSignIns: Record<string, Role[]> = { desktop: ["admin", "client"], mobile: ["employee", "vendor"] };

/** Every role's header shows the signed-in user in the profile menu; the first view greets them. */
async function expectNameShown(page: Page, role: Role) {
  const { name, email } = demoAccounts[role];
  const greeting = { admin: "Dashboard", employee: `Welcome back, ${name.split(" ")[0]}`, client: `Welcome, ${name}` };
  if (role !== "vendor") await expect(page.getByRole("heading", { level: 1 })).toHaveText(greeting[role]);
  const account = page.getByRole("button", { name: `Account: ${name}` });
  await account.click();
  await expect(page.locator("#profile-menu")).toContainText(name);
  await expect(page.locator("#profile-menu")).toContainText(email);
}

for (const role of Object.keys(demoAccounts) as Role[]) {
  test(`${role} signs in with the mailed code, lands on /${role}, and logs out`, async ({ page }, testInfo) => {
    test.skip(
      !formSignIns[testInfo.project.name]?.includes(role),
      `${role} signs in through the form in another project`,
    );
    // May wait for another worker's sign-in to the same address.
    test.setTimeout(120_000);
    const { email } = demoAccounts[role];

    await page.goto("/login");
    const emailInput = page.getByLabel("Company e-mail");
    const send = page.getByRole("button", { name: "Send OTP" });
    await expect(send).toBeDisabled();
    await emailInput.pressSequentially(email.replace(".example", ""));
    await expect(send).toBeDisabled();
    await emailInput.pressSequentially(".example");
    await expect(send).toBeEnabled();
    // Only staff addresses are the company's: a client's or vendor's shows no company badge.
    const badge = page.getByTestId("company-badge");
    if (role === "admin" || role === "employee") await expect(badge).toHaveText("Nexora Technologies");
    else await expect(badge).toHaveCount(0);

    const code = page.getByLabel("6-digit code");
    const sent = async () => {
      await send.click();
      await expect(code).toBeVisible();
    };
    await signInWithMailedCode(email, sent, async (mailed) => {
      await expect(page.getByRole("status")).toHaveText("OTP sent to your email.");
      await expect(emailInput).toHaveValue(email);
      await expect(emailInput).toHaveAttribute("readonly", "");
      await expect(code).toHaveAttribute("autocomplete", "one-time-code");
      await expect(code).toHaveAttribute("inputmode", "numeric");
      await expect(code).toBeFocused();

      // Letters are dropped; five digits wait; the sixth submits without pressing Verify.
      await code.pressSequentially(`x${mailed.slice(0, 3)} ${mailed.slice(3, 5)}`);
      await expect(code).toHaveValue(mailed.slice(0, 5));
      await expect(page).toHaveURL(/\/login$/);
      // Cancel the first trip to the dashboard (no error page for an aborted navigation): the form still says
      // it verified and stays busy, since the code is spent. Then open the dashboard with the new session.
      await page.route(`**/${role}`, (route) =>
        route.request().isNavigationRequest() ? route.abort("aborted") : route.continue(),
      );
      const cancelled = page.waitForEvent("requestfailed", (r) => r.url().endsWith(`/${role}`));
      await code.press(mailed.slice(5));
      await cancelled;
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole("status")).toHaveText("OTP verified.");
      const submit = page.locator("form button[type=submit]");
      await expect(submit).toHaveText("Please wait...");
      await expect(submit).toBeDisabled();
    });
    await page.unrouteAll();
    await page.goto(`/${role}`);
    await expect(page).toHaveURL(new RegExp(`/${role}$`));
    await expectNameShown(page, role);

    // Logout from the profile menu, back to /login, and the dashboard is closed again.
    await page.locator("#profile-menu").getByRole("button", { name: "Logout" }).click();
    await page.waitForURL("**/login");
    await expect(page.getByRole("button", { name: "Send OTP" })).toBeVisible();
    await page.goto(`/${role}`);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("button", { name: "Send OTP" })).toBeVisible();
  });
}

test("a visitor asking for a dashboard goes to /login", async ({ page }) => {
  for (const role of Object.keys(demoAccounts)) {
    await page.goto(`/${role}`);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to NEXORA");
  }
});

test("a signed-in employee asking for a public page, /login or another dashboard goes to /employee", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await useSharedSession(context, "employee");
  for (const path of ["/", "/about", "/login", "/admin", "/client", "/employee"]) {
    await page.goto(path);
    await expect(page, `${path} redirects`).toHaveURL(/\/employee$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `Welcome back, ${demoAccounts.employee.name.split(" ")[0]}`,
    );
  }
});
