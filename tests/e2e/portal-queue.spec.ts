// The staff queue at 1280 and 390 px: the employee hands a request to a colleague (the admin) with a due date from the
// request page and the queue shows it; filters and sort live in the address; "Waiting on: Us" keeps the requests whose
// client spoke last; sorted by service target, the reply due soonest leads; a request opened from the queue leads to
// the next and back to the same view; two rows are assigned in one bulk change; from 768 to 1280 px the table gives
// way to cards, not to a title one letter wide. Each page passes axe and fits the viewport.
import { expect, test, type Browser, type Page, type TestInfo } from "./support/test";
import { demoOrganisations } from "@/lib/workspace/demo";
import { demoAccounts, expectAccessibleAndFitting, pageAs } from "./support/portal-auth";
import { hydrated } from "./support/public-helpers";

const admin = demoAccounts.admin;
const main = (page: Page) => page.getByRole("main");

const employeePage = (browser: Browser) => pageAs(browser, "employee");

/**
 * The queue's filters: on a phone folded into "Filter and sort", whose summary counts the filters on (`on` of them),
 * opened here; from 1024 px up always shown, with no summary.
 */
async function showFilters(page: Page, testInfo: TestInfo, on: number) {
  const summary = main(page).getByText("Filter and sort");
  if (testInfo.project.name !== "mobile") {
    await expect(summary).toBeHidden();
    return;
  }
  // The badge ("2 on") is for the eye; a screen reader hears ", 2 filters on".
  await expect(main(page).locator("summary")).toHaveText(
    on > 0 ? `Filter and sort${on} on, ${on} ${on === 1 ? "filter" : "filters"} on` : "Filter and sort",
  );
  await expect(main(page).getByRole("combobox", { name: "Priority", exact: true })).toBeHidden();
  await summary.click();
  await expect(main(page).getByRole("combobox", { name: "Priority", exact: true })).toBeVisible();
}

/** A new request of the demo client, opened by staff through the API; its id and title. */
async function openRequest(page: Page, testInfo: TestInfo, what: string): Promise<{ id: string; title: string }> {
  const title = `${what} (${testInfo.project.name} ${Date.now().toString(36)})`;
  const created = await page.request.post("/api/portal/requests", {
    data: { organisation: demoOrganisations.client, title, body: "Opened by the queue test." },
  });
  expect(created.status()).toBe(201);
  return { id: ((await created.json()) as { id: string }).id, title };
}

/** A day some days ahead, as the date input takes it ("YYYY-MM-DD", India's calendar). */
function daysAhead(days: number): string {
  return new Date(Date.now() + (5.5 * 60 + days * 24 * 60) * 60_000).toISOString().slice(0, 10);
}

test.beforeEach(() => {
  test.setTimeout(180_000);
});

test("the employee assigns a request to a colleague with a due date, and the queue shows it", async ({
  browser,
}, testInfo) => {
  const page = await employeePage(browser);
  const { id, title } = await openRequest(page, testInfo, "Cold-store sensor gaps");
  await page.goto(`/employee/requests/${id}`);
  const assignee = main(page).getByRole("combobox", { name: "Assignee", exact: true });
  await hydrated(assignee);
  await assignee.selectOption({ label: admin.name });
  const due = daysAhead(10);
  await main(page).getByLabel("Due date").fill(due);
  await main(page).getByRole("button", { name: "Save changes" }).click();
  await expect(main(page).getByText("Changes saved.")).toBeVisible();
  await expect(main(page).getByRole("complementary")).toContainText(admin.name);
  await expect(main(page).getByRole("region", { name: "Service level" })).toContainText("First reply");
  await expectAccessibleAndFitting(page, testInfo, "queue-request-assigned");

  await page.goto(`/employee/requests?assignee=${encodeURIComponent(admin.email)}&sort=created`);
  await showFilters(page, testInfo, 1);
  await expect(main(page).getByRole("combobox", { name: "Assignee", exact: true })).toHaveValue(admin.email);
  // One table at both widths: a card per row on a phone.
  const row = main(page).getByRole("row").filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(row).toContainText(admin.name);
  // Its next service target, a first reply a business day after it was opened, with the time on India's clock.
  await expect(row.getByRole("cell").last()).toHaveText(/^Reply by (today|tomorrow|\w{3}|\d{1,2} \w{3}) \d{2}:\d{2}$/);
  // Its priority at both widths: under the table's Priority heading, or named in full on a phone's card.
  await expect(row.getByText(/^Normal/)).toBeVisible();
  await expect(row.getByText(/^Normal/)).toHaveText(testInfo.project.name === "mobile" ? "Normal priority" : "Normal", {
    useInnerText: true,
  });
  await expectAccessibleAndFitting(page, testInfo, "queue-assigned-to-colleague");
  await page.context().close();
});

test("waiting on the client pauses the resolution clock, the client sees it waits on them and answers", async ({
  browser,
}, testInfo) => {
  const page = await employeePage(browser);
  const { id, title } = await openRequest(page, testInfo, "Scale readings drift");
  await page.goto(`/employee/requests/${id}`);
  const status = main(page).getByRole("combobox", { name: "Status", exact: true });
  await hydrated(status);
  await status.selectOption({ label: "Waiting on client" });
  await main(page).getByRole("button", { name: "Save changes" }).click();
  await expect(main(page).getByText("Changes saved.")).toBeVisible();
  const level = main(page).getByRole("region", { name: "Service level" });
  await expect(level).toContainText("ResolutionPaused while we wait on the client");
  await expect(level).toContainText("First reply");
  await expectAccessibleAndFitting(page, testInfo, "queue-request-waiting");

  // The client's home puts what waits on them first; the request says so in the client's words.
  const client = await pageAs(browser, "client");
  await client.goto("/client");
  const waiting = main(client).getByRole("list", { name: "Waiting on you" });
  await expect(waiting.getByRole("link", { name: new RegExp(title.replace(/[()]/g, "\\$&")) })).toBeVisible();
  await expectAccessibleAndFitting(client, testInfo, "client-home-waiting");
  await client.goto(`/client/requests/${id}`);
  await expect(main(client).getByText("Waiting on you", { exact: true })).toBeVisible();
  await expect(main(client).getByRole("list", { name: "Timeline" })).toContainText(
    "changed the status from Open to Waiting on you",
  );
  const message = main(client).getByRole("textbox", { name: "Message" });
  await hydrated(message);
  await message.fill("The drift starts after the nightly recalibration.");
  await main(client).getByRole("button", { name: "Send reply" }).click();
  await expect(main(client).getByText("Reply sent.")).toBeVisible();
  await expect(main(client).getByText("Open", { exact: true })).toBeVisible();
  await client.context().close();

  await page.reload();
  await expect(status).toHaveValue("open");
  await expect(level).toContainText(/ResolutionBy \w{3} \d{1,2} \w{3}, \d{2}:\d{2} IST/);
  await page.context().close();
});

test("filters and sort apply at once and live in the address", async ({ browser }, testInfo) => {
  const page = await employeePage(browser);
  await page.goto("/employee/requests");
  const priority = main(page).getByRole("combobox", { name: "Priority", exact: true });
  // The page's islands hydrate together: a row's checkbox answers for the filters too.
  await hydrated(main(page).getByRole("checkbox").first());
  if (testInfo.project.name === "mobile") {
    // Folded, the filters leave the queue's first rows on a phone's first screen.
    const firstRow = await main(page).getByRole("row").nth(1).boundingBox();
    expect(firstRow && firstRow.y + firstRow.height).toBeLessThanOrEqual(page.viewportSize()!.height);
  }
  await showFilters(page, testInfo, 0);
  await priority.selectOption("urgent");
  await expect(page).toHaveURL(/[?&]priority=urgent/);
  await main(page).getByRole("combobox", { name: "Sort by", exact: true }).selectOption("created");
  await expect(page).toHaveURL(/[?&]sort=created/);
  await expect(page).toHaveURL(/[?&]priority=urgent/);
  const tabs = main(page).getByRole("navigation", { name: "Requests by status" });
  await tabs.getByRole("link", { name: /^Open/ }).click();
  await expect(page).toHaveURL(/[?&]status=open/);
  await page.reload();
  await showFilters(page, testInfo, 1);
  await expect(main(page).getByRole("combobox", { name: "Priority", exact: true })).toHaveValue("urgent");
  await expect(main(page).getByRole("combobox", { name: "Sort by", exact: true })).toHaveValue("created");
  await expect(tabs.getByRole("link", { name: /^Open/ })).toHaveAttribute("aria-current", "page");
  // The organisation filter (a box with suggestions: a combobox) takes a client's name and keeps it in the address.
  const organisation = main(page).getByRole("combobox", { name: "Organisation", exact: true });
  await organisation.fill(demoOrganisations.client);
  await organisation.press("Enter");
  await expect(page).toHaveURL(
    new RegExp(`[?&]organisation=${encodeURIComponent(demoOrganisations.client).replace(/%20/g, "(%20|\\+)")}`),
  );
  await expect(page).toHaveURL(/[?&]priority=urgent/);
  await expect(main(page).getByRole("combobox", { name: "Organisation", exact: true })).toHaveValue(
    demoOrganisations.client,
  );
  await expectAccessibleAndFitting(page, testInfo, "queue-filtered");
  await page.context().close();
});

test("waiting on us lists the requests whose client spoke last, until we answer", async ({ browser }, testInfo) => {
  const page = await employeePage(browser);
  // Two requests only this test has: one we answer, one the client answers after us.
  const tag = `waiting${Date.now().toString(36)}`;
  const answered = await openRequest(page, testInfo, `Answered ${tag}`);
  const asked = await openRequest(page, testInfo, `Asked ${tag}`);
  const reply = (id: string, request = page.request) =>
    request.post(`/api/portal/requests/${id}/messages`, { data: { body: "Noted." } });
  expect((await reply(answered.id)).status()).toBe(201);
  expect((await reply(asked.id)).status()).toBe(201);
  const client = await pageAs(browser, "client");
  expect((await reply(asked.id, client.request)).status()).toBe(201);
  await client.context().close();

  await page.goto(`/employee/requests?q=${tag}`);
  await hydrated(main(page).getByRole("checkbox").first());
  const rows = main(page).getByRole("row").filter({ hasText: tag });
  await expect(rows).toHaveCount(2);
  await showFilters(page, testInfo, 0);
  await main(page).getByRole("combobox", { name: "Waiting on", exact: true }).selectOption({ label: "Us" });
  await expect(page).toHaveURL(/[?&]waiting=us/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(asked.title);
  // The view is a link: read again, it keeps the filter and counts it on.
  await page.reload();
  await showFilters(page, testInfo, 1);
  await expect(main(page).getByRole("combobox", { name: "Waiting on", exact: true })).toHaveValue("us");
  await expect(rows).toHaveCount(1);
  await expectAccessibleAndFitting(page, testInfo, "queue-waiting-on-us");

  // Once we answer, it waits on the client again and leaves the view.
  expect((await reply(asked.id)).status()).toBe(201);
  await page.reload();
  await expect(main(page).getByText("No request matches these filters.")).toBeVisible();
  await page.context().close();
});

test("between a phone and a wide screen the queue keeps its titles readable and fits", async ({
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name === "mobile", "the widths are set here");
  const page = await employeePage(browser);
  const { title } = await openRequest(page, testInfo, "Tablet width check for the cold-store dashboard");
  await page.goto("/employee/requests");
  const row = main(page).getByRole("row").filter({ hasText: title });
  const dueHeading = main(page).getByRole("columnheader", { name: "Due" });
  // A tablet with the side bar: cards; a small laptop: a table without due date, age and who spoke last; 1280: all.
  for (const [width, layout] of [
    [768, "cards"],
    [1024, "narrow table"],
    [1280, "table"],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await expect(row).toBeVisible();
    if (layout === "cards") await expect(dueHeading).toBeHidden();
    else await expect(dueHeading).toBeVisible({ visible: layout === "table" });
    // The title's link is at least as wide as a few words, never a column of single letters.
    const link = row.getByRole("link", { name: title });
    expect((await link.boundingBox())!.width, `${width} px`).toBeGreaterThan(120);
    await expectAccessibleAndFitting(page, testInfo, `queue-${width}`);
  }
  await page.context().close();
});

test("sorted by service target, the reply due soonest comes first; a new sort starts in its own order", async ({
  browser,
}, testInfo) => {
  const page = await employeePage(browser);
  // Two requests only this test has: the urgent one's first reply falls due in two business hours, the low one's in
  // two days, though the low one was opened last.
  const tag = `target${Date.now().toString(36)}`;
  const urgent = await openRequest(page, testInfo, `Urgent ${tag}`);
  expect(
    (await page.request.patch(`/api/portal/requests/${urgent.id}`, { data: { priority: "urgent" } })).status(),
  ).toBe(200);
  const low = await openRequest(page, testInfo, `Low ${tag}`);
  expect((await page.request.patch(`/api/portal/requests/${low.id}`, { data: { priority: "low" } })).status()).toBe(
    200,
  );
  await page.goto(`/employee/requests?q=${tag}`);
  await hydrated(main(page).getByRole("checkbox").first());
  // The table's rows (a card each on a phone, where the header row is not shown).
  const rows = main(page).getByRole("row").filter({ hasText: tag });
  const sort = main(page).getByRole("combobox", { name: "Sort by", exact: true });
  const order = main(page).getByRole("combobox", { name: "Order", exact: true });
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(low.title);
  await showFilters(page, testInfo, 0);
  await sort.selectOption("sla");
  await expect(page).toHaveURL(/[?&]sort=sla/);
  await expect(rows.nth(0)).toContainText(urgent.title);
  await expect(rows.nth(0)).toContainText("Reply by");
  await expect(order.locator("option:checked")).toHaveText("Soonest first");
  await order.selectOption({ label: "Latest first" });
  await expect(page).toHaveURL(/[?&]order=desc/);
  await expect(rows.nth(0)).toContainText(low.title);
  // Another sort drops the order chosen for this one: opened, newest first.
  await sort.selectOption("created");
  await expect(page).toHaveURL(/[?&]sort=created/);
  expect(page.url()).not.toContain("order=");
  await expect(order.locator("option:checked")).toHaveText("Descending");
  await expect(rows.nth(0)).toContainText(low.title);
  await page.goto(`/employee/requests?q=${tag}&sort=sla`);
  await expectAccessibleAndFitting(page, testInfo, "queue-by-target");
  await page.context().close();
});

test("a request opened from the queue leads on to the next one and back to the view it came from", async ({
  browser,
}, testInfo) => {
  const page = await employeePage(browser);
  const tag = `next${Date.now().toString(36)}`;
  const first = await openRequest(page, testInfo, `First ${tag}`);
  const second = await openRequest(page, testInfo, `Second ${tag}`);
  const view = `/employee/requests?q=${tag}&sort=created&order=asc`;
  await page.goto(view);
  await hydrated(main(page).getByRole("checkbox").first());
  const rows = main(page).getByRole("row").filter({ hasText: tag });
  await expect(rows).toHaveCount(2);
  await rows.nth(0).getByRole("link").first().click();
  await expect(page).toHaveURL(new RegExp(`/employee/requests/${first.id}$`));
  const next = main(page).getByRole("link", { name: /^Next #\d+/ });
  await expect(next).toHaveAccessibleName(new RegExp(`${second.title.replace(/[()]/g, "\\$&")}$`));
  await expectAccessibleAndFitting(page, testInfo, "request-from-queue");
  await next.click();
  await expect(page).toHaveURL(new RegExp(`/employee/requests/${second.id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(second.title);
  // The last row of the view has no next; the way back keeps the view's search and order.
  await expect(main(page).getByRole("link", { name: /^Next #/ })).toHaveCount(0);
  await main(page).getByRole("link", { name: "Back to the queue" }).click();
  await expect(page).toHaveURL(new RegExp(`${view.replace(/[?]/g, "\\?")}$`));
  await expect(rows).toHaveCount(2);
  // Opened in a tab that has not shown the queue (a link in a mail), the page leads back to the whole queue.
  await page.goto(`/employee/requests/${second.id}`);
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  await expect(main(page).getByRole("link", { name: "All requests" })).toHaveAttribute("href", "/employee/requests");
  await page.context().close();
});

test("two rows are assigned in one bulk change, confirmed first and announced", async ({ browser }, testInfo) => {
  const page = await employeePage(browser);
  const first = await openRequest(page, testInfo, "Bulk one: invoice scan");
  const second = await openRequest(page, testInfo, "Bulk two: GST report");
  await page.goto("/employee/requests?assignee=none&sort=created");
  for (const { title } of [first, second]) {
    const box = main(page).getByRole("checkbox", { name: new RegExp(title.replace(/[()]/g, "\\$&")) });
    await hydrated(box);
    await box.check();
  }
  const bar = main(page).getByRole("region", { name: "Change the selected requests" });
  await expect(bar).toContainText("2 requests selected");
  await bar.getByLabel("Assign to").selectOption({ label: admin.name });
  await bar.getByRole("button", { name: "Apply to 2 requests" }).click();
  await expect(bar).toContainText(`Change 2 requests: assign them to ${admin.name}?`);
  await expectAccessibleAndFitting(page, testInfo, "queue-bulk-confirm");
  await bar.getByRole("button", { name: "Change 2 requests" }).click();
  await expect(main(page).getByText("2 requests changed.")).toBeVisible();
  for (const { id } of [first, second]) {
    const request = (await (await page.request.get(`/api/portal/requests/${id}`)).json()) as {
      assignee: { name: string } | null;
    };
    expect(request.assignee?.name).toBe(admin.name);
  }
  await expectAccessibleAndFitting(page, testInfo, "queue-bulk-done");
  await page.context().close();
});
