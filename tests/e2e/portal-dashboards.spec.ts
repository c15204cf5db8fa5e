// The four dashboards at 1280 and 390 px: header, menus, navigation between views, figures, accessibility, layout.
import { axe } from "./support/axe";
import { expect, test, type Locator, type Page, type TestInfo } from "./support/test";
import {
  demoAccounts,
  horizontalOverflow,
  snapshot,
  useOwnAddress,
  useSharedSession,
  type Role,
} from "./support/portal-auth";
import { hydrated } from "./support/public-helpers";
import { navigation } from "../../lib/portal/navigation";

const isMobile = (testInfo: TestInfo) => (testInfo.project.use.viewport?.width ?? 1280) < 768;

/** The figure printed under a dashboard card's label. */
const figure = (page: Page, label: string): Locator =>
  page.getByRole("main").getByText(label, { exact: true }).locator("xpath=following-sibling::p[1]");

/** The visible menu of views: the sidebar from 768 px, the bottom bar below (the other one is display: none). */
const viewMenu = (page: Page) => page.getByRole("navigation", { name: "Dashboard" });
/**
 * The views' names as the menu shows them: on a phone the bar's entries take the short `barLabel` where one is set;
 * past five views the bar shows four and the rest, behind More, keep their full names.
 */
function menuLabels(role: keyof typeof navigation, testInfo: TestInfo): string[] {
  const entries = navigation[role];
  if (!isMobile(testInfo)) return entries.map((e) => e.label);
  const onBar = entries.length > 5 ? 4 : entries.length;
  return entries.map((e, i) => (i < onBar ? (e.barLabel ?? e.label) : e.label));
}

async function expectAccessibleAndFitting(page: Page, testInfo: TestInfo, shot: string) {
  expect((await axe(page).analyze()).violations).toEqual([]);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await snapshot(page, testInfo, shot);
}

/** The sidebar on desktop (collapsible), the bottom bar on phones, switching between the given views. */
async function checkViewMenu(page: Page, testInfo: TestInfo, labels: string[], widths: [number, number]) {
  const sidebar = page.locator("#portal-sidebar");
  const toggle = page.getByRole("button", { name: "Collapse sidebar" });
  const menu = viewMenu(page);
  await expect(menu).toHaveCount(1);
  await expect(menu.getByRole("link", { includeHidden: true })).toHaveText(labels);
  const viewport = page.viewportSize()!;
  if (isMobile(testInfo)) {
    await expect(sidebar).toBeHidden();
    await expect(toggle).toBeHidden();
    // Past five views, the bar shows four and keeps the rest behind More.
    const more = menu.getByRole("button", { name: "More" });
    await expect(menu.getByRole("link")).toHaveText(labels.length > 5 ? labels.slice(0, 4) : labels);
    await expect(more).toHaveCount(labels.length > 5 ? 1 : 0);
    const box = (await menu.boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(viewport.height);
    expect(Math.round(box.width)).toBe(viewport.width);
  } else {
    await expect(sidebar).toBeVisible();
    const width = () => sidebar.evaluate((el) => Math.round(el.getBoundingClientRect().width));
    await expect.poll(width).toBe(widths[0]);
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await toggle.click();
    const expand = page.getByRole("button", { name: "Expand sidebar" });
    await expect(expand).toHaveAttribute("aria-expanded", "false");
    await expect.poll(width).toBe(widths[1]);
    // Labels are hidden visually but the links keep their names.
    await expect(menu.getByRole("link")).toHaveText(labels);
    await expect(menu.getByText(labels[0]!, { exact: true })).toHaveCSS("position", "absolute");
    await expand.click();
    await expect.poll(width).toBe(widths[0]);
  }
}

async function openView(page: Page, label: string, heading = label) {
  const link = viewMenu(page).getByRole("link", { name: label, includeHidden: true });
  if (!(await link.isVisible())) await viewMenu(page).getByRole("button", { name: "More" }).click();
  await link.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  await expect(link).toHaveAttribute("aria-current", "page");
}

function signedInAs(role: Role) {
  test.beforeEach(async ({ context }) => {
    // The first test of a run may wait for the address's cooldown before its code is sent.
    test.setTimeout(120_000);
    await useOwnAddress(context);
    await useSharedSession(context, role);
  });
}

test.describe("admin dashboard", () => {
  signedInAs("admin");
  const { name, email } = demoAccounts.admin;

  test("header: NEXORA ADMIN, notifications panel, profile dropdown", async ({ page }) => {
    await page.goto("/admin");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "NEXORA ADMIN", exact: true })).toHaveAttribute("href", "/admin");

    const bell = header.getByRole("button", { name: /^Notifications(, (\d|9\+) unread)?$/ });
    const panel = page.getByRole("complementary", { name: "Notifications" });
    await expect(panel).toBeHidden();
    await bell.click();
    await expect(panel).toBeVisible();
    await expect(bell).toHaveAttribute("aria-expanded", "true");
    // The admin's own recent items, or a sentence saying there are none yet.
    await expect(panel.getByRole("listitem").first().or(panel.getByText("Nothing new yet."))).toBeVisible();
    await expect(panel.getByRole("button", { name: "Close notifications" })).toBeFocused();
    const box = (await panel.boundingBox())!;
    expect(Math.round(box.width)).toBe(Math.min(300, page.viewportSize()!.width));
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(bell).toBeFocused();
    await bell.click();
    await panel.getByRole("button", { name: "Close notifications" }).click();
    await expect(panel).toBeHidden();
    // A click inside the panel keeps it open; a click outside it closes it.
    await bell.click();
    await panel.getByRole("heading", { name: "Notifications" }).click();
    await expect(panel).toBeVisible();
    await page.getByRole("main").click({ position: { x: 10, y: 10 } });
    await expect(panel).toBeHidden();
    await expect(bell).toHaveAttribute("aria-expanded", "false");

    const account = header.getByRole("button", { name: `Account: ${name}` });
    const menu = page.locator("#profile-menu");
    await expect(account).toContainText(name[0]!);
    await expect(menu).toBeHidden();
    await account.click();
    await expect(menu).toBeVisible();
    await expect(account).toHaveAttribute("aria-expanded", "true");
    await expect(menu).toContainText(name);
    await expect(menu).toContainText(email);
    await expect(menu.getByText(name[0]!, { exact: true })).toBeVisible();
    await expect(menu.getByRole("button", { name: "Logout" })).toBeVisible();
    await expectAccessibleAndFitting(page, test.info(), "admin-profile-menu");
    // An outside click closes it; so does Escape, which gives focus back to the button.
    await page.getByRole("main").click({ position: { x: 5, y: 5 } });
    await expect(menu).toBeHidden();
    await account.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(account).toBeFocused();
  });

  test("Dashboard figures, views from the menu, header link back to Dashboard", async ({ page }, testInfo) => {
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
    await expect(page.getByRole("main")).toContainText(`Welcome back, ${name.split(" ")[0]}`);
    // Four demo users; this test's own session is live; enquiries are counted from zero.
    await expect(figure(page, "Total Users")).toHaveText(/^\d+$/);
    expect(Number(await figure(page, "Total Users").textContent())).toBeGreaterThanOrEqual(4);
    await expect(figure(page, "Active Sessions")).toHaveText(/^\d+$/);
    expect(Number(await figure(page, "Active Sessions").textContent())).toBeGreaterThanOrEqual(1);
    await expect(figure(page, "Enquiries")).toHaveText(/^\d+$/);
    // Short counts: two to a row on a phone, three from 640 px, so "My work" starts on the first screen.
    const [users, sessions, enquiries] = await Promise.all(
      ["Total Users", "Active Sessions", "Enquiries"].map((label) => figure(page, label).boundingBox()),
    );
    expect(sessions!.y).toBe(users!.y);
    expect(enquiries!.y === users!.y).toBe(testInfo.project.name === "desktop");

    await checkViewMenu(page, testInfo, menuLabels("admin", testInfo), [220, 70]);
    for (const label of ["Users", "Enquiries", "Settings"]) await openView(page, label);
    await page.getByRole("banner").getByRole("link", { name: "NEXORA ADMIN" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
    await expect(viewMenu(page).getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
  });

  test("Dashboard view passes axe and fits the viewport, with the notification panel open too", async ({
    page,
  }, testInfo) => {
    await page.goto("/admin");
    await expect(figure(page, "Total Users")).toHaveText(/^\d+$/);
    await expectAccessibleAndFitting(page, testInfo, "admin-dashboard");
    await page.getByRole("button", { name: /^Notifications(, (\d|9\+) unread)?$/ }).click();
    await expect(page.getByRole("complementary", { name: "Notifications" })).toBeVisible();
    await expectAccessibleAndFitting(page, testInfo, "admin-notifications");
  });

  for (const view of ["users", "enquiries", "settings"]) {
    test(`${view} view passes axe and fits the viewport`, async ({ page }, testInfo) => {
      await page.goto(`/admin/${view}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(view[0]!.toUpperCase() + view.slice(1));
      await expectAccessibleAndFitting(page, testInfo, `admin-${view}`);
    });
  }
});

test.describe("employee dashboard", () => {
  signedInAs("employee");
  const { name, email } = demoAccounts.employee;

  test("Overview figures, Requests, Projects, Profile and Support views", async ({ page }, testInfo) => {
    await page.goto("/employee");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "NEXORA", exact: true })).toHaveAttribute("href", "/employee");
    await expect(header.getByRole("button", { name: `Account: ${name}` })).toBeVisible();

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome back, ${name.split(" ")[0]}`);
    const figures = page.getByRole("list", { name: "My figures" }).getByRole("link");
    await expect(figures).toHaveCount(7);
    await expect(figures.filter({ hasText: "Invoices to review" })).toHaveAttribute(
      "href",
      "/employee/invoices?status=submitted",
    );
    // Each figure opens the queue filtered to what it counts; my requests in the order of their next target.
    await expect(figures.filter({ hasText: "Assigned to me" })).toHaveAttribute(
      "href",
      "/employee/requests?assignee=me&sort=sla",
    );
    await expect(figures.filter({ hasText: "Waiting on me" })).toHaveAttribute(
      "href",
      "/employee/requests?assignee=me&waiting=us",
    );
    for (const label of [
      "Assigned to me",
      "Waiting on me",
      "Overdue",
      "Due soon",
      "Due this week",
      "Resolved this month",
      "Invoices to review",
    ])
      await expect(figures.filter({ hasText: new RegExp(`^${label}\\d`) })).toHaveText(new RegExp(`^${label}\\d+`));
    // Each open request of mine says what is due next and when, as the queue does (the demo assigns two).
    const mine = page.getByRole("list", { name: "My open requests" }).getByRole("listitem");
    await expect(mine.first()).toBeVisible();
    for (const row of await mine.all())
      await expect(row).toContainText(
        /(Reply|Resolve) by .+\d{2}:\d{2}|(Reply|Resolution) was due .+\d{2}:\d{2}|Clock paused/,
      );
    await expectAccessibleAndFitting(page, testInfo, "employee-overview");

    await checkViewMenu(page, testInfo, menuLabels("employee", testInfo), [200, 60]);

    await openView(page, "Requests");
    await expectAccessibleAndFitting(page, testInfo, "employee-requests");

    await openView(page, "Profile");
    const profile = page.getByRole("main").getByRole("definition");
    await expect(profile).toHaveText([name, email, "Employee"]);
    await expectAccessibleAndFitting(page, testInfo, "employee-profile");

    await openView(page, "Support");
    await expect(page.getByRole("main").getByRole("link", { name: "support@nexora.example" })).toHaveAttribute(
      "href",
      "mailto:support@nexora.example",
    );
    // Whom to ask about access: the active admins, each with an address to write to.
    const admins = page.getByRole("region", { name: "Portal administrators" });
    await expect(admins.getByRole("listitem").filter({ hasText: demoAccounts.admin.name })).toBeVisible();
    await expect(admins.getByRole("link", { name: demoAccounts.admin.email })).toHaveAttribute(
      "href",
      `mailto:${demoAccounts.admin.email}`,
    );
    await expectAccessibleAndFitting(page, testInfo, "employee-support");

    await openView(page, "Overview", `Welcome back, ${name.split(" ")[0]}`);
  });
});

for (const [role, heading, area] of [
  ["client", `Welcome, ${demoAccounts.client.name}`, "CLIENT"],
  ["vendor", `Welcome back, ${demoAccounts.vendor.name.split(" ")[0]}`, "VENDOR"],
] as const) {
  test.describe(`${role} dashboard`, () => {
    signedInAs(role);

    test(`greeting, the account menu and the role's views; passes axe and fits the viewport`, async ({
      page,
    }, testInfo) => {
      await page.goto(`/${role}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      const header = page.getByRole("banner");
      await expect(header.getByRole("button", { name: `Account: ${demoAccounts[role].name}` })).toBeVisible();
      await expect(header.getByRole("link", { name: `NEXORA ${area}`, exact: true })).toHaveAttribute(
        "href",
        `/${role}`,
      );
      await expect(viewMenu(page).getByRole("link")).toHaveText(menuLabels(role, testInfo));
      await expectAccessibleAndFitting(page, testInfo, role);
    });
  });
}

test("a signed-in user on a path below their dashboard gets the 404 page, and it works", async ({ page, context }) => {
  // Such a path matches no route: the prerendered 404 page answers, under the static pages' policy, since its scripts
  // carry no nonce (a nonce policy blocked them and left the page's menus dead).
  const blocked: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/.test(message.text())) blocked.push(message.text());
  });
  await useSharedSession(context, "admin");
  const response = await page.goto("/admin/no-such-view");
  expect(response?.status()).toBe(404);
  expect(response?.headers()["content-security-policy"]).toContain("script-src 'self' 'unsafe-inline'");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/couldn.t find/i);
  const header = page.getByRole("banner");
  const control = header
    .getByRole("button", { name: "Open menu" })
    .or(header.getByRole("navigation", { name: "Main" }).getByRole("button").first());
  await hydrated(control);
  expect(blocked).toEqual([]);
});
