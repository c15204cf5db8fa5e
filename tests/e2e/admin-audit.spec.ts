// The admin's audit and enquiry follow-up at 1280 and 390 px: the audit filtered by an event and a person, then
// downloaded as CSV (header and the row checked); an enquiry taken from new to won with a client account created.
// Each page passes axe and fits the viewport.
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "./support/test";
import { demoAccounts, expectAccessibleAndFitting, pageAs, unregisteredAddress } from "./support/portal-auth";
import { hydrated } from "./support/public-helpers";

const main = (page: Page) => page.getByRole("main");

/** Letters only, unique per run and project: names take no digits gladly. */
function tag(project: string): string {
  const letters = Date.now()
    .toString(26)
    .replace(/\d/g, (d) => "qrstuvwxyz"[Number(d)]!);
  return `${project === "desktop" ? "Desk" : "Mob"} ${letters}`;
}

test.beforeEach(() => {
  test.setTimeout(120_000);
});

test("the admin filters the audit by an event and a person and downloads it as CSV", async ({ browser }, testInfo) => {
  const page = await pageAs(browser, "admin");
  const email = unregisteredAddress(testInfo, "audit");
  // A code asked for an address that is no user: logged, and its mail row discarded at once.
  expect((await page.request.post("/api/auth/login", { data: { email } })).status()).toBe(200);

  await page.goto("/admin/audit");
  await expectAccessibleAndFitting(page, testInfo, "admin-audit");
  const filters = main(page).getByRole("search", { name: "Filter the audit log" });
  // Every field has its own box: a date field is wider than its share of a row and must not run under the next one.
  const boxes = await filters
    .locator("input, select, button")
    .evaluateAll((controls) =>
      controls.map((c) => c.getBoundingClientRect()).map((r) => ({ l: r.left, r: r.right, t: r.top, b: r.bottom })),
    );
  for (const [i, a] of boxes.entries())
    for (const b of boxes.slice(i + 1))
      expect(a.r <= b.l || b.r <= a.l || a.b <= b.t || b.b <= a.t, "two filter fields overlap").toBe(true);
  const event = filters.getByLabel("Event");
  await hydrated(event);
  await event.selectOption({ label: "Code asked for an unknown address" });
  await expect(page).toHaveURL(/[?&]event=code_unknown_address/);
  await filters.getByLabel("Person").fill(email);
  await filters.getByLabel("Person").press("Enter");
  await expect(page).toHaveURL(/[?&]person=e2e-audit-/);
  const rows = main(page).getByRole("list", { name: "Events, newest first" }).getByRole("listitem");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(email);
  await expect(rows.first()).toContainText("Code asked for an unknown address");
  await expect(rows.first()).toContainText("Mail discarded");
  await expectAccessibleAndFitting(page, testInfo, "admin-audit-filtered");

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    main(page).getByRole("link", { name: "Download CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^audit-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile(await download.path(), "utf8")).trimEnd().split("\r\n");
  expect(lines[0]).toBe(
    "Time (UTC),Event,Event code,Person,Actor,Actor role,IP,Device,Subject,Change or detail,Code mail",
  );
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`,Code asked for an unknown address,code_unknown_address,${email},`);
  expect(lines[1]).toMatch(/discarded \(0 tries\)$/);

  // Filters that match nothing say so, and offer no file to download.
  await page.goto(`/admin/audit?person=nobody-${randomUUID().slice(0, 8)}%40example.com`);
  await expect(main(page).getByText("No event matches these filters.")).toBeVisible();
  await expect(main(page).getByRole("link", { name: "Show every event" })).toBeVisible();
  await expect(main(page).getByRole("link", { name: "Download CSV" })).toHaveCount(0);
});

test("an enquiry is taken from new to won, with a client account created", async ({ browser }, testInfo) => {
  const page = await pageAs(browser, "admin");
  const mark = tag(testInfo.project.name);
  const name = `Neha Patil ${mark}`;
  const company = `Patil Foods ${mark}`;
  const email = `neha-${randomUUID().slice(0, 8)}@patil-foods.example`;
  const sent = await page.request.post("/api/contact", {
    data: {
      fullName: name,
      email,
      company,
      subject: "ai-solutions",
      message: "We would like our invoices read and filed automatically.",
      agree: true,
      idempotencyKey: randomUUID(),
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  await page.goto("/admin/enquiries?status=new");
  await expect(main(page).getByRole("combobox", { name: "Status" })).toHaveValue("new");
  // Beside the title's long line of text, "Download CSV" keeps to one line of its own (about 20 px of text).
  const csvTextHeight = await main(page)
    .getByRole("link", { name: "Download CSV" })
    .evaluate((link) => {
      const range = document.createRange();
      range.selectNodeContents(link);
      return range.getBoundingClientRect().height;
    });
  expect(csvTextHeight).toBeLessThan(30);
  await main(page).getByRole("list", { name: "Enquiries" }).getByRole("link").filter({ hasText: name }).click();
  await expect(main(page).getByRole("heading", { name: `Enquiry from ${name}` })).toBeVisible();
  await expectAccessibleAndFitting(page, testInfo, "admin-enquiry");

  const followUp = main(page).getByRole("form", { name: "Follow-up" });
  await hydrated(followUp.getByLabel("Status"));
  await followUp.getByLabel("Status").selectOption("contacted");
  await followUp.getByLabel("Owner").selectOption({ label: demoAccounts.admin.name });
  await followUp.getByLabel("Add a note").fill("Called; they want a proposal by Friday.");
  await followUp.getByRole("button", { name: "Save" }).click();
  await expect(followUp.getByText("Saved, with your note.")).toBeVisible();
  const notes = main(page).getByRole("region", { name: "Notes" });
  await expect(notes).toContainText("Called; they want a proposal by Friday.");
  await expect(notes).toContainText(demoAccounts.admin.name);

  const account = main(page).getByRole("region", { name: "Client account" });
  await account.getByRole("button", { name: "Create client account" }).click();
  const dialog = page.getByRole("dialog", { name: "Create a client account?" });
  await expect(dialog).toContainText(company);
  await dialog.getByRole("button", { name: "Create client account" }).click();
  // The page is read again and names the organisation instead of the button; the note stays beside it.
  await expect(account.getByRole("link", { name: company })).toBeVisible();
  await expect(account.getByRole("status")).toContainText(`Client account created for ${name}.`);
  await expect(followUp.getByLabel("Status")).toHaveValue("won");
  await expectAccessibleAndFitting(page, testInfo, "admin-enquiry-won");

  await page.goto("/admin/enquiries?status=won");
  await expect(main(page).getByRole("list", { name: "Enquiries" })).toContainText(name);
  await expectAccessibleAndFitting(page, testInfo, "admin-enquiries-won");
});
