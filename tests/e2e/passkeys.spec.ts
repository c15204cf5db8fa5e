// Passkeys in Chromium with its virtual authenticator (over CDP): sign in with a code, add a passkey on the Security
// page, sign out, sign in with "Use a passkey", then remove it after the confirmation. Axe on both pages.
import { expect, test, type Page } from "./support/test";
import { checkPortalPage, demoAccounts, signInWithMailedCode, useOwnAddress, type Role } from "./support/portal-auth";

// One role per project, so the two runs never share a person's passkeys or spend each other's codes.
const roleOf: Record<string, Role> = { desktop: "employee", mobile: "vendor" };

async function signInWithCode(page: Page, email: string, role: Role) {
  await page.goto("/login");
  await page.getByLabel("Company e-mail").fill(email);
  const code = page.getByLabel("6-digit code");
  await signInWithMailedCode(
    email,
    async () => {
      await page.getByRole("button", { name: "Send OTP" }).click();
      await expect(code).toBeVisible();
    },
    async (mailed) => {
      await code.fill(mailed);
      await expect(page).toHaveURL(new RegExp(`/${role}$`), { timeout: 30_000 });
    },
  );
}

test("a person adds a passkey on the Security page and signs in with it", async ({ page, context }, testInfo) => {
  test.setTimeout(150_000);
  const role = roleOf[testInfo.project.name]!;
  const { email, name } = demoAccounts[role];
  await useOwnAddress(context);
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });

  await signInWithCode(page, email, role);
  await page.goto(`/${role}/security`);
  await expect(page.getByRole("heading", { level: 1, name: "Security" })).toBeVisible();
  const deviceName = `E2E ${testInfo.project.name} ${Date.now().toString(36)}`;
  await page.getByLabel("Name for a new passkey").fill(deviceName);
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Passkey added." })).toHaveText(
    "Passkey added. You can use it the next time you sign in.",
  );
  const item = page.getByTestId("passkey-list").getByRole("listitem").filter({ hasText: deviceName });
  await expect(item).toContainText("not used yet");
  const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]?.isResidentCredential).toBe(true);
  await checkPortalPage(page, testInfo, "security-passkeys");

  // Sign out, then in again with the passkey alone: no address, no code.
  await page.getByRole("button", { name: `Account: ${name}` }).click();
  await page.locator("#profile-menu").getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
  const usePasskey = page.getByRole("button", { name: "Use a passkey" });
  await expect(usePasskey).toBeVisible();
  await checkPortalPage(page, testInfo, "login-passkey");
  // "Remember this device" holds for a passkey as for a code: the cookie outlives the browser session.
  await page.getByLabel("Remember this device").check();
  await usePasskey.click();
  await expect(page).toHaveURL(new RegExp(`/${role}$`), { timeout: 30_000 });
  const session = (await context.cookies()).find((c) => c.name === "nexora_session");
  expect(session?.expires).toBeGreaterThan(Date.now() / 1000 + 86_400);
  await page.goto(`/${role}/security`);
  await expect(item).toContainText("last used");

  // Removal asks first; once removed, the device's key opens nothing.
  await item.getByRole("button", { name: `Remove ${deviceName}` }).click();
  await expect(item).toContainText("You will no longer be able to sign in with it.");
  await item.getByRole("button", { name: "Remove passkey" }).click();
  await expect(item).toHaveCount(0);
  await page.getByRole("button", { name: `Account: ${name}` }).click();
  await page.locator("#profile-menu").getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole("button", { name: "Use a passkey" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "passkey" })).toHaveText(
    "That passkey was not accepted. Try again, or sign in with a code sent to your e-mail.",
  );
  await expect(page).toHaveURL(/\/login$/);
});
