// Live updates at 1280 and 390 px: a client has a request open, staff reply from another browser, and the reply
// appears without a reload; a reply on another of the client's requests raises the bell's unread count, which the
// client clears with "Mark all as read". Both pages pass axe, the bell panel open included.
import { axe } from "./support/axe";
import { expect, test, type Page } from "./support/test";
import { baseURL, pageAs, snapshot, withLock } from "./support/portal-auth";
import { hydrated } from "./support/public-helpers";

/** A JSON POST from the page's own site, with its session. */
async function postJson(page: Page, path: string, data: unknown): Promise<Record<string, unknown>> {
  const response = await page.request.post(path, { data, headers: { origin: baseURL } });
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

const main = (page: Page) => page.getByRole("main");

test("a staff reply appears on the client's open request without a reload, and the bell counts and clears", async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const tag = `${testInfo.project.name} ${Date.now().toString(36)}`;
  const client = await pageAs(browser, "client");
  const staff = await pageAs(browser, "employee");
  const open = await postJson(client, "/api/portal/requests", {
    title: `Live order status (${tag})`,
    body: "Any news?",
  });
  const other = await postJson(client, "/api/portal/requests", { title: `Invoice copy (${tag})`, body: "Please." });

  await client.goto(`/client/requests/${String(open.id)}`);
  await hydrated(main(client).getByRole("button", { name: "Send reply" }));
  const bell = client.getByRole("button", { name: /^Notifications/ });
  await hydrated(bell);
  // One project at a time from here: both share the demo client's bell.
  await withLock("live-client-bell", async () => {
    await bell.click();
    const panel = client.getByRole("complementary", { name: "Notifications" });
    // The panel's contents load on first open.
    await expect(panel.getByRole("heading", { name: "Notifications" })).toBeVisible();
    const readAll = panel.getByRole("button", { name: "Mark all as read" });
    if (await readAll.isVisible()) await readAll.click();
    await expect(bell).toHaveAccessibleName("Notifications");
    await panel.getByRole("button", { name: "Close notifications" }).click();
    // Loaded once; nothing below reloads the client's page.
    const marker = await client.evaluate(() => ((window as { liveMarker?: number }).liveMarker = Math.random()));

    const reply = `Your order left Pune this morning (${tag}).`;
    await postJson(staff, `/api/portal/requests/${String(open.id)}/messages`, { body: reply });
    await postJson(staff, `/api/portal/requests/${String(other.id)}/messages`, { body: "Attached the copy." });
    await expect(main(client).getByText(reply)).toBeVisible({ timeout: 20_000 });
    await expect(bell).toHaveAccessibleName(/^Notifications, ([1-9]|9\+) unread$/, { timeout: 20_000 });
    expect(await client.evaluate(() => (window as { liveMarker?: number }).liveMarker)).toBe(marker);
    await snapshot(client, testInfo, "live-reply");

    await bell.click();
    const item = panel.getByRole("listitem").filter({ hasText: `Invoice copy (${tag})` });
    await expect(item).toContainText("Unread:");
    await expect(item).toContainText("Attached the copy.");
    expect((await axe(client).analyze()).violations).toEqual([]);
    await snapshot(client, testInfo, "live-bell-open");
    await panel.getByRole("button", { name: "Mark all as read" }).click();
    await expect(bell).toHaveAccessibleName("Notifications");
    await expect(panel.getByRole("status")).toHaveText("All notifications are marked as read.");
    await expect(item).not.toContainText("Unread:");
    await snapshot(client, testInfo, "live-bell-read");
  });
  expect((await axe(client).analyze()).violations).toEqual([]);

  // Staff never opened the other request: it is unread in their list (bold, "Unread" for screen readers).
  await staff.goto("/employee/requests");
  await expect(main(staff).getByRole("link", { name: new RegExp(`^Unread: Invoice copy \\(${tag}\\)`) })).toBeVisible();
  await snapshot(staff, testInfo, "live-list-unread");
  // The staff page shows the same reply and passes axe too.
  await staff.goto(`/employee/requests/${String(open.id)}`);
  await expect(main(staff).getByText(`Your order left Pune this morning (${tag}).`)).toBeVisible();
  expect((await axe(staff).analyze()).violations).toEqual([]);
  await client.context().close();
  await staff.context().close();
});
