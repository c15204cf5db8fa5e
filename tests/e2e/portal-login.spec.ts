// The sign-in page: e-mail step, code step, countdowns on a controlled clock, busy and error states, help,
// accessibility and layout. Uses addresses no user has: the server answers exactly as for a user, sends no mail.
import { axe } from "./support/axe";
import { expect, holdScripts, test, type Page } from "./support/test";
import { horizontalOverflow, snapshot, unregisteredAddress, useOwnAddress } from "./support/portal-auth";

test.beforeEach(async ({ context }) => {
  await useOwnAddress(context);
});

const emailInput = (page: Page) => page.getByLabel("Company e-mail");
const codeInput = (page: Page) => page.getByLabel("6-digit code");
const submit = (page: Page) => page.locator("form button[type=submit]");
const errorAlert = (page: Page) => page.locator("form [role=alert]");

/** Lets React run the last commit's effects: its scheduler posts a MessageChannel task, which the fake clock skips. */
async function flushEffects(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}

test("step 1: Send OTP waits for a valid e-mail and the company badge names the company", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to NEXORA");
  const email = emailInput(page);
  await expect(email).toHaveAttribute("type", "email");
  await expect(email).toHaveAttribute("required", "");
  const send = page.getByRole("button", { name: "Send OTP" });
  await expect(send).toBeDisabled();
  const badge = page.getByTestId("company-badge");

  await email.pressSequentially("someone@nexora");
  await expect(send).toBeDisabled();
  await email.pressSequentially(".example");
  await expect(send).toBeEnabled();
  await expect(badge).toHaveText("Nexora Technologies");

  await email.fill("someone@nexweb.example");
  await expect(badge).toHaveText("NexWeb");

  await email.fill("someone@example.org");
  await expect(send).toBeEnabled();
  await expect(badge).toHaveCount(0);

  await email.fill("not an e-mail@x");
  await expect(send).toBeDisabled();
  await expect(page.getByLabel("6-digit code")).toHaveCount(0);

  // The hero image is for wide screens only (1024 px and up).
  const hero = page.getByTestId("login-hero");
  if ((page.viewportSize()?.width ?? 0) >= 1024) await expect(hero).toBeVisible();
  else await expect(hero).toBeHidden();
});

test("an e-mail typed before the page's scripts arrive counts once they have: Send OTP is enabled", async ({
  page,
}, testInfo) => {
  const release = await holdScripts(page);
  await page.goto("/login", { waitUntil: "commit" });
  const address = unregisteredAddress(testInfo, "early");
  await emailInput(page).fill(address);
  release();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  await expect(page.getByRole("button", { name: "Send OTP" })).toBeEnabled();
  await expect(emailInput(page)).toHaveValue(address);
});

test("step 2: locked e-mail, code field, expiry and resend countdowns on a controlled clock", async ({
  page,
}, testInfo) => {
  const address = unregisteredAddress(testInfo, "clock");
  await page.clock.install();
  await page.goto("/login");
  await emailInput(page).fill(address);
  // From here on no timer fires unless the test moves the clock.
  await page.clock.pauseAt(Date.now() + 60_000);
  await page.getByRole("button", { name: "Send OTP" }).click();

  const code = codeInput(page);
  await expect(code).toBeVisible();
  await expect(page.getByRole("status")).toHaveText("OTP sent to your email.");
  await expect(emailInput(page)).toHaveValue(address);
  await expect(emailInput(page)).toHaveAttribute("readonly", "");
  await expect(code).toHaveAttribute("autocomplete", "one-time-code");
  await expect(code).toHaveAttribute("inputmode", "numeric");
  await expect(submit(page)).toHaveText("Verify OTP");

  const expiry = page.getByTestId("expiry");
  const resend = page.getByTestId("resend");
  await expect(expiry).toHaveText("Expires in 05:00");
  await expect(resend).toHaveText("Resend in 0:30");
  await expect(resend).toBeDisabled();

  // Focus moves to the code field 120 ms after step 2 appears.
  await flushEffects(page);
  await expect(code).not.toBeFocused();
  await page.clock.runFor(119);
  await expect(code).not.toBeFocused();
  await page.clock.runFor(1);
  await expect(code).toBeFocused();

  await page.clock.runFor(880);
  await expect(expiry).toHaveText("Expires in 04:59");
  await expect(resend).toHaveText("Resend in 0:29");

  await page.clock.runFor(18_000);
  await expect(expiry).toHaveText("Expires in 04:41");
  await expect(resend).toHaveText("Resend in 0:11");
  await expect(resend).toBeDisabled();

  await page.clock.fastForward(11_000);
  await expect(expiry).toHaveText("Expires in 04:30");
  await expect(resend).toHaveText("Resend OTP");
  await expect(resend).toBeEnabled();

  // The server's own cooldown (real time) has not passed: its answer is shown and the wait starts again.
  await resend.click();
  await expect(errorAlert(page)).toContainText(/Please wait \d+ seconds? before asking for another code\./);
  await expect(resend).toHaveText(/^Resend in 0:[0-3]\d$/);
  await expect(resend).toBeDisabled();

  await page.clock.fastForward(270_000);
  await expect(expiry).toHaveText("The code has expired. Request a new one.");
  await expect(resend).toHaveText("Resend OTP");
  await expect(resend).toBeEnabled();

  // Back to step 1 unlocks the address.
  await page.getByRole("button", { name: "Use a different e-mail" }).click();
  await expect(emailInput(page)).not.toHaveAttribute("readonly");
  await expect(codeInput(page)).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Send OTP" })).toBeEnabled();
});

test("busy text, digits-only code, wrong code shows the server's error; Request access is offered", async ({
  page,
  context,
}, testInfo) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const address = unregisteredAddress(testInfo, "wrong");
  await page.goto("/login");
  await emailInput(page).fill(address);

  // Hold each answer until the busy state has been seen.
  let releaseLogin!: () => void;
  const loginHeld = new Promise<void>((resolve) => (releaseLogin = resolve));
  await page.route("**/api/auth/login", async (route) => {
    await loginHeld;
    await route.continue();
  });
  await page.getByRole("button", { name: "Send OTP" }).click();
  await expect(submit(page)).toHaveText("Please wait...");
  await expect(submit(page)).toBeDisabled();
  releaseLogin();

  const code = codeInput(page);
  await expect(code).toBeFocused();
  await code.pressSequentially("1a2 b-3");
  await expect(code).toHaveValue("123");
  await expect(submit(page)).toHaveText("Verify OTP");

  let releaseVerify!: () => void;
  const verifyHeld = new Promise<void>((resolve) => (releaseVerify = resolve));
  await page.route("**/api/auth/verify-otp", async (route) => {
    await verifyHeld;
    await route.continue();
  });
  const verifyRequest = page.waitForRequest("**/api/auth/verify-otp");
  const verifyResponse = page.waitForResponse("**/api/auth/verify-otp");
  // A paste of the mail's code line with more around it: digits only, cut to 6, submitted without pressing Verify.
  await code.fill("");
  await page.evaluate((text) => navigator.clipboard.writeText(text), "    987 654 321");
  await code.press("ControlOrMeta+V");
  await expect(code).toHaveValue("987654");
  await expect(submit(page)).toHaveText("Please wait...");
  await expect(submit(page)).toBeDisabled();
  expect((await verifyRequest).postDataJSON()).toEqual({ email: address, otp: "987654", rememberDevice: false });
  releaseVerify();

  const response = await verifyResponse;
  expect(response.status()).toBe(401);
  const { error } = (await response.json()) as { error: string };
  expect(error.length).toBeGreaterThan(10);
  await expect(errorAlert(page)).toHaveText(error);
  await expect(page.getByRole("status")).toHaveText("");
  await expect(code).toHaveValue("");
  await expect(code).toBeFocused();
  await expect(page).toHaveURL(/\/login$/);

  // Editing the code clears the error.
  await code.pressSequentially("1");
  await expect(errorAlert(page)).toHaveText("");

  // No dead end for someone without an account: the link opens the request-access form.
  await expect(page.getByRole("link", { name: "Request access" })).toHaveAttribute("href", "/login/request-access");
});

test("both steps pass axe and fit the viewport", async ({ page }, testInfo) => {
  await page.goto("/login");
  await expect(page.getByRole("button", { name: "Send OTP" })).toBeVisible();
  await emailInput(page).fill(unregisteredAddress(testInfo, "axe"));
  await expect(page.getByTestId("company-badge")).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await snapshot(page, testInfo, "login-step1");

  await page.getByRole("button", { name: "Send OTP" }).click();
  await expect(codeInput(page)).toBeFocused();
  expect((await axe(page).analyze()).violations).toEqual([]);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await snapshot(page, testInfo, "login-step2");

  // The error state too.
  await codeInput(page).fill("000000");
  await expect(errorAlert(page)).not.toHaveText("");
  expect((await axe(page).analyze()).violations).toEqual([]);
});
