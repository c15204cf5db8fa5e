// Projects worked from the pages at 1280 and 390 px: staff create a project, add two milestones, tick one done
// ("1 of 2 milestones done · 50 %") and remove one through the confirmation dialog; success is announced and focused;
// a colleague's client link opens the same project in the staff view; a client starts a request about a project from
// its page; "Remove user" can be cancelled. Axe on each.
import { expect, test, type Page } from "./support/test";
import { checkPortalPage as checkPage, pageAs } from "./support/portal-auth";
import { hydrated } from "./support/public-helpers";

const main = (page: Page) => page.getByRole("main");

test.beforeEach(() => {
  // The first test of a run may wait out an address's code cooldown.
  test.setTimeout(180_000);
});

test("staff create a project with two milestones, tick one done and remove one after confirming", async ({
  browser,
}, testInfo) => {
  const name = `Cold-chain dashboard ${testInfo.project.name} ${Date.now().toString(36)}`;
  const admin = await pageAs(browser, "admin");
  await admin.goto("/admin/projects");
  const summary = main(admin).getByText("New project", { exact: true });
  await summary.click();
  const create = main(admin).getByRole("button", { name: "Create project" });
  await hydrated(create);
  await main(admin).getByLabel("Client organisation").selectOption({ label: "Sahyadri Agro Foods" });
  await main(admin).getByLabel("Project name").fill(name);
  await main(admin).getByLabel("Summary").fill("Temperatures of the Akola cold store, live.");
  // A due date before the start is refused by the server, by its field, and everything typed stays.
  await main(admin).getByLabel("Start date").fill("2027-04-01");
  await main(admin).getByLabel("Due date").fill("2027-03-31");
  await create.click();
  await expect(main(admin).getByLabel("Due date")).toHaveAccessibleDescription(
    "The due date cannot be before the start date.",
  );
  await expect(main(admin).getByRole("alert")).toBeFocused();
  await expect(main(admin).getByLabel("Project name")).toHaveValue(name);
  await expect(main(admin).getByLabel("Summary")).toHaveValue("Temperatures of the Akola cold store, live.");
  await expect(main(admin).getByLabel("Client organisation")).toHaveValue(/.+/);
  await main(admin).getByLabel("Start date").fill("2027-01-04");
  await checkPage(admin, testInfo, "projects-new");
  await create.click();
  await expect(admin).toHaveURL(/\/admin\/projects\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  const id = new URL(admin.url()).pathname.split("/").pop()!;
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText(name);

  const add = main(admin).getByRole("button", { name: "Add milestone" });
  await hydrated(add);
  // A milestone without a name is marked at its field by the server's sentence, not a browser bubble.
  await add.click();
  await expect(main(admin).getByLabel("New milestone")).toHaveAccessibleDescription("Milestone is required.");
  for (const title of ["Sensors fitted", "Dashboard live"]) {
    await main(admin).getByLabel("New milestone").fill(title);
    await add.click();
    const added = main(admin).getByRole("status").filter({ hasText: "Milestone added." });
    await expect(added).toBeVisible();
    await expect(added).toBeFocused();
    await expect(main(admin).getByRole("button", { name: `Mark done: ${title}` })).toBeVisible();
  }
  await expect(main(admin).getByText("0 of 2 milestones done · 0 %")).toBeVisible();

  await main(admin).getByRole("button", { name: "Mark done: Sensors fitted" }).click();
  await expect(main(admin).getByText("1 of 2 milestones done · 50 %")).toBeVisible();
  const ticked = main(admin).getByRole("status").filter({ hasText: "“Sensors fitted” marked done." });
  await expect(ticked).toBeFocused();
  await checkPage(admin, testInfo, "project-milestones");

  await main(admin).getByRole("button", { name: "Remove Dashboard live" }).click();
  const dialog = admin.getByRole("dialog", { name: "Remove “Dashboard live”?" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await checkPage(admin, testInfo, "project-remove-milestone");
  await dialog.getByRole("button", { name: "Remove Dashboard live" }).click();
  await expect(dialog).toBeHidden();
  await expect(main(admin).getByText("1 of 1 milestone done · 100 %")).toBeVisible();
  await expect(main(admin).getByRole("button", { name: "Remove Dashboard live" })).toHaveCount(0);
  await expect(main(admin).getByRole("status").filter({ hasText: "removed" })).toBeFocused();

  // A client's link to the project, opened by staff, lands on the same project in their own view.
  await admin.goto(`/client/projects/${id}`);
  await expect(admin).toHaveURL(new RegExp(`/admin/projects/${id}$`));
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText(name);
  await admin.context().close();
});

test("a client asks about a project that already has requests from the project's own page", async ({ browser }) => {
  const client = await pageAs(browser, "client");
  await client.goto("/client/projects");
  await main(client).getByRole("link", { name: "Crop arrival forecasting" }).click();
  const requests = main(client).getByRole("region", { name: "Requests" });
  await expect(requests.getByRole("link", { name: "Add the Nagpur collection centre to the forecast" })).toBeVisible();
  await requests.getByRole("link", { name: "New request about this project" }).click();
  await expect(client).toHaveURL(/\/client\/requests\/new\?projectId=[0-9a-f-]{36}$/);
  await expect(main(client).getByLabel("Project")).toHaveValue(/^[0-9a-f-]{36}$/);
  await expect(main(client).getByLabel("Project").locator("option:checked")).toHaveText("Crop arrival forecasting");
  await client.context().close();
});

test("a confirmation on Pause access can be cancelled, with Escape or the Cancel button", async ({
  browser,
}, testInfo) => {
  const admin = await pageAs(browser, "admin");
  await admin.goto("/admin/users");
  const row = main(admin).getByRole("row").filter({ hasText: "employee@nexora.example" });
  await row.getByText("Actions").click();
  const pause = row.getByRole("button", { name: "Pause access…" });
  await hydrated(pause);
  await pause.click();
  const dialog = admin.getByRole("dialog", { name: "Pause Rohan Patil?" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Pause Rohan Patil" })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await checkPage(admin, testInfo, "users-pause-confirm");
  await admin.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(pause).toBeFocused();
  await pause.click();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await admin.reload();
  await expect(main(admin).getByRole("row").filter({ hasText: "employee@nexora.example" })).not.toContainText("Paused");
  await checkPage(admin, testInfo, "users");
  await admin.context().close();
});
