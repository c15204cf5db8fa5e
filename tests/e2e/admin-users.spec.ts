// The admin's Users table: add a person into an organisation (their welcome mail is in the outbox), that person's
// first sign-in turns them from invited to active; pausing offers an undo; request access from /login; the table keeps
// to the columns its width has room for.
import { expect, test, type Page } from "./support/test";
import { demoOrganisations } from "@/lib/workspace/demo";
import { checkPortalPage, newestMailTo, outboxMark, pageAs, useOwnAddress, waitForCode } from "./support/portal-auth";

/** The row of the Users table that holds `email`. */
const rowOf = (page: Page, email: string) => page.getByRole("row").filter({ hasText: email });

// A busy machine runs both projects at once: the flows here take several round trips each.
test.describe.configure({ timeout: 120_000 });

test("an admin adds a client into an organisation; the welcome mail goes out; their first sign-in makes them active", async ({
  browser,
}, testInfo) => {
  const email = `e2e-invite-${testInfo.project.name}-${Date.now().toString(36)}@sahyadri.example`;
  const admin = await pageAs(browser, "admin");
  await admin.goto("/admin/users");
  await expect(admin.getByRole("heading", { level: 1, name: "Users" })).toBeVisible();
  await checkPortalPage(admin, testInfo, "admin-users");

  // The form is folded, so the list is what the page opens on (on a phone too).
  await expect(admin.locator("#new-user-email")).toBeHidden();
  await expect(admin.getByRole("table")).toBeInViewport();
  await admin.getByText("Add a user", { exact: true }).click();
  const since = await outboxMark();
  await admin.locator("#new-user-email").fill(email);
  await admin.locator("#new-user-name").fill("Nisha Kale");
  await admin.locator("#new-user-role").selectOption("client");
  await admin.locator("#new-user-organisation").selectOption({ label: demoOrganisations.client });
  await admin.getByRole("button", { name: "Add and invite" }).click();
  await expect(admin.getByRole("status")).toContainText(`${email} added. We have e-mailed them`);
  await expect(rowOf(admin, email)).toContainText("Invited");

  // The welcome mail: who added them and the sign-in address, nothing to click but that.
  let mail: Awaited<ReturnType<typeof newestMailTo>>;
  await expect.poll(async () => (mail = await newestMailTo(email, since)), { timeout: 15_000 }).toBeTruthy();
  expect(mail!.subject).toBe("You have been added to the NEXORA portal");
  expect(mail!.body).toContain(
    `Ananya Kulkarni added you to the NEXORA portal as a client of ${demoOrganisations.client}.`,
  );
  expect(mail!.body).toMatch(/Sign in at:\s+http:\/\/localhost:\d+\/login/);

  // Their first sign-in, in a browser of their own.
  const context = await browser.newContext();
  await useOwnAddress(context);
  const person = await context.newPage();
  await person.goto("/login");
  await person.getByLabel("Company e-mail").fill(email);
  const codeAsked = await outboxMark();
  await person.getByRole("button", { name: "Send OTP" }).click();
  await person.getByLabel("6-digit code").fill(await waitForCode(email, codeAsked));
  await expect(person).toHaveURL(/\/client$/);
  await context.close();

  await admin.goto(`/admin/users?q=${encodeURIComponent(email)}`);
  await expect(rowOf(admin, email)).toContainText("Active");
  await expect(rowOf(admin, email)).not.toContainText("Never");

  // Their page, where an admin sees everything about them.
  await rowOf(admin, email).getByRole("link", { name: "Nisha Kale" }).click();
  await expect(admin.getByRole("heading", { level: 1, name: "Nisha Kale" })).toBeVisible();
  const placed = admin.getByRole("combobox", { name: `Organisation of ${email}` });
  expect(await placed.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.text)).toBe(demoOrganisations.client);
  await checkPortalPage(admin, testInfo, "admin-user");
  await admin.context().close();
});

test("pausing asks first and can be undone; a paused person can be resumed", async ({ browser }, testInfo) => {
  const email = `e2e-pause-${testInfo.project.name}-${Date.now().toString(36)}@nexora.example`;
  const admin = await pageAs(browser, "admin");
  await admin.goto("/admin/users");
  await admin.getByText("Add a user", { exact: true }).click();
  await admin.locator("#new-user-email").fill(email);
  await admin.getByRole("button", { name: "Add and invite" }).click();
  await expect(admin.getByRole("status")).toContainText(`${email} added`);

  // Searched, not filtered by state: a paused row would leave an "invited" list, and its Undo with it.
  await admin.goto(`/admin/users?q=${encodeURIComponent(email)}`);
  const row = rowOf(admin, email);
  await row.getByText("Actions").click();
  // The person gets the row's width and the actions only their button's, at 390 px too; the menu stays on screen.
  const [person, actions] = await Promise.all(
    [row.getByRole("cell").first(), row.getByRole("cell").last()].map((c) => c.boundingBox()),
  );
  expect(person!.width).toBeGreaterThan(actions!.width);
  const menu = await row.getByRole("button", { name: "Pause access…" }).boundingBox();
  expect(menu!.x + menu!.width).toBeLessThanOrEqual(admin.viewportSize()!.width);
  await row.getByRole("button", { name: "Pause access…" }).click();
  const dialog = admin.getByRole("dialog");
  await expect(dialog).toContainText("their open sessions end now");
  await dialog.getByRole("button", { name: /^Pause / }).click();
  await expect(row.getByRole("status")).toContainText("Paused.");
  await row.getByRole("button", { name: /^Undo/ }).click();
  await expect(row).toContainText("Invited");
  await checkPortalPage(admin, testInfo, "admin-users-undone");

  // Paused for good this time: the filter finds them, and Resume brings them back.
  await row.getByText("Actions").click();
  await row.getByRole("button", { name: "Pause access…" }).click();
  await admin
    .getByRole("dialog")
    .getByRole("button", { name: /^Pause / })
    .click();
  await expect(row.getByRole("status")).toContainText("Paused.");
  await admin.goto(`/admin/users?q=${encodeURIComponent(email)}&state=paused`);
  await expect(rowOf(admin, email)).toContainText("Paused");
  await rowOf(admin, email).getByText("Actions").click();
  await expect(rowOf(admin, email).getByRole("button", { name: "Remove for good…" })).toBeVisible();
  await rowOf(admin, email).getByRole("button", { name: "Resume access" }).click();
  // No longer paused, so the paused list lets them go; unfiltered, they are back to invited.
  await expect(rowOf(admin, email)).toHaveCount(0);
  await admin.goto(`/admin/users?q=${encodeURIComponent(email)}`);
  await expect(rowOf(admin, email)).toContainText("Invited");
  await admin.context().close();
});

test("request access from the sign-in page", async ({ page }, testInfo) => {
  await useOwnAddress(page.context());
  await page.goto("/login");
  await page.getByRole("link", { name: "Request access" }).click();
  await expect(page).toHaveURL(/\/login\/request-access$/);
  await expect(page.getByRole("heading", { level: 1, name: "Request access" })).toBeVisible();
  await page.getByRole("button", { name: "Send request" }).click();
  // Sent empty: the first field's sentence, and how many other fields are marked.
  await expect(page.getByRole("form", { name: "Request access" }).getByRole("alert")).toHaveText(
    "Please tell us your name. 3 more fields need attention too.",
  );
  await checkPortalPage(page, testInfo, "request-access");

  await page.getByLabel("Your name").fill("Kavya Joshi");
  await page
    .getByLabel("Work e-mail")
    .fill(`e2e-access-${testInfo.project.name}-${Date.now().toString(36)}@newco.example`);
  await page.getByRole("textbox", { name: "Company" }).fill("NewCo Pvt Ltd");
  await page.getByLabel("What you need").fill("We are starting a project with Nexora and need to follow it.");
  await page.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByRole("status")).toContainText("We have passed your request to the portal's administrators.");
  await checkPortalPage(page, testInfo, "request-access-sent");
});

test("the request-access page, opened directly, marks itself hydrated: a form sent before then is held and sent", async ({
  page,
}) => {
  await useOwnAddress(page.context());
  await page.goto("/login/request-access");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
});

test("an organisation's page lists members and its work, and takes a new person", async ({ browser }, testInfo) => {
  const admin = await pageAs(browser, "admin");
  await admin.goto("/admin/organisations");
  await admin.getByRole("link", { name: new RegExp(demoOrganisations.client) }).click();
  await expect(admin.getByRole("heading", { level: 1, name: demoOrganisations.client })).toBeVisible();
  await expect(admin.getByRole("list", { name: "Members" })).toBeVisible();
  await expect(admin.getByRole("list", { name: "Projects" }).getByRole("link").first()).toBeVisible();
  await expect(admin.getByRole("list", { name: "Requests" }).getByRole("link").first()).toBeVisible();
  await checkPortalPage(admin, testInfo, "admin-organisation");

  const email = `e2e-member-${testInfo.project.name}-${Date.now().toString(36)}@sahyadri.example`;
  await admin.locator("#new-user-email").fill(email);
  await admin.getByRole("button", { name: "Add and invite" }).click();
  const member = admin.getByRole("list", { name: "Members" }).getByRole("listitem").filter({ hasText: email });
  await expect(member).toContainText("Invited");
  await member.getByRole("button", { name: /^Remove from organisation/ }).click();
  await admin
    .getByRole("dialog")
    .getByRole("button", { name: /^Take .* out$/ })
    .click();
  await expect(member).toHaveCount(0);
  await admin.context().close();
});

test("the Users table shows the columns its width has room for, and fits, from a tablet to a wide screen", async ({
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name === "mobile", "the widths are set here");
  const admin = await pageAs(browser, "admin");
  await admin.goto("/admin/users");
  const heading = (name: string) => admin.getByRole("columnheader", { name, exact: true });
  const client = rowOf(admin, "client@sahyadri.example");
  // A tablet with the side bar; a small laptop; a wide screen.
  for (const [width, columns] of [
    [768, ["Person", "State"]],
    [1024, ["Person", "Role", "State"]],
    [1280, ["Person", "Role", "Organisation", "State", "Last signed in"]],
  ] as const) {
    await admin.setViewportSize({ width, height: 900 });
    for (const name of ["Role", "Organisation", "State", "Last signed in"])
      await expect(heading(name), `${name} at ${width} px`).toBeVisible({
        visible: (columns as readonly string[]).includes(name),
      });
    // Without their columns, a person's organisation and last sign-in are still in the row, once.
    await expect(client.getByText(demoOrganisations.client).filter({ visible: true })).toHaveCount(1);
    await expect(
      client.getByText(/signed in|^Never$|^\d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/).filter({ visible: true }),
    ).toHaveCount(1);
    await checkPortalPage(admin, testInfo, `admin-users-${width}`);
  }
  await admin.context().close();
});
