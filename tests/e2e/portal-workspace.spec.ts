// The workspace end to end at 1280 and 390 px: a client opens a request with an attachment, the employee takes it on
// and answers with an internal note and a reply, the client sees the reply but not the note and closes the request.
// Every workspace page passes axe and fits the viewport; the old ?view= links and the old Reports address land on
// their segments.
import { axe } from "./support/axe";
import { expect, holdScripts, test, type Page } from "./support/test";
import { expectAccessibleAndFitting, horizontalOverflow, pageAs } from "./support/portal-auth";
import { hydrated } from "./support/public-helpers";

const main = (page: Page) => page.getByRole("main");

test.beforeEach(() => {
  // The first test of a run may wait out an address's code cooldown for each of three roles.
  test.setTimeout(180_000);
});

test("a client's request with an attachment is answered by the employee: the client sees the reply, not the note, and closes it", async ({
  browser,
}, testInfo) => {
  const title = `Forecast for the Akola depot (${testInfo.project.name} ${Date.now().toString(36)})`;
  const note = `Internal: check the depot history first ${Date.now()}`;
  const reply = "We have started.\nA first forecast reaches you on Friday.";

  const client = await pageAs(browser, "client");
  await client.goto("/client/requests/new");
  const send = main(client).getByRole("button", { name: "Send request" });
  await hydrated(send);
  // Sent empty, the message beside the button gives the first field's sentence and counts the other marked one,
  // which may be out of sight above it.
  await send.click();
  await expect(main(client).getByRole("alert")).toHaveText(
    "Please give the request a title. 1 more field needs attention too.",
  );
  await expect(main(client).getByRole("alert")).toBeFocused();
  await main(client).getByLabel("Title").fill(title);
  // Sent without a description, the form marks that field and sends nothing.
  await send.click();
  await expect(main(client).getByLabel("What do you need?")).toHaveAccessibleDescription("Please say what you need.");
  await expect(main(client).getByLabel("What do you need?")).toHaveAttribute("aria-invalid", "true");
  await expect(client).toHaveURL(/\/client\/requests\/new$/);
  await expect(main(client).getByLabel("Title")).toHaveValue(title);
  await main(client).getByLabel("What do you need?").fill("Please forecast **monthly** demand.\n<b>not bold</b>");
  await main(client).getByLabel("Priority").selectOption("high");
  await main(client)
    .getByLabel("Attach files")
    .setInputFiles({
      name: "depot-sales.csv",
      mimeType: "text/csv",
      buffer: Buffer.from("month,tonnes\n2026-09,120\n2026-10,135\n"),
    });
  await send.click();
  await expect(client).toHaveURL(/\/client\/requests\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  const path = new URL(client.url()).pathname;
  const id = path.split("/").pop()!;
  await expect(client.getByRole("heading", { level: 1 })).toHaveText(title);
  // Markdown-like text and tags are shown as typed, never as HTML.
  await expect(main(client)).toContainText("<b>not bold</b>");
  await expect(main(client).locator("b")).toHaveCount(0);
  await expect(main(client).getByRole("link", { name: "depot-sales.csv" }).first()).toHaveAttribute(
    "href",
    /^\/api\/portal\/files\//,
  );
  await expect(main(client).getByText("High priority")).toBeVisible();
  await expectAccessibleAndFitting(client, testInfo, "client-request");

  const employee = await pageAs(browser, "employee");
  await employee.goto("/employee/requests?assignee=none");
  await employee.getByRole("link", { name: new RegExp(title.replace(/[()]/g, "\\$&")) }).click();
  await expect(employee).toHaveURL(new RegExp(`/employee/requests/${id}$`));
  const assignee = main(employee).getByLabel("Assignee");
  await hydrated(assignee);
  await assignee.selectOption({ label: "Rohan Patil" });
  await main(employee).getByRole("button", { name: "Save changes" }).click();
  await expect(main(employee).getByText("Changes saved.")).toBeVisible();
  await expect(main(employee).getByRole("complementary")).toContainText("Rohan Patil");

  const message = main(employee).getByLabel("Message");
  await main(employee).getByRole("button", { name: "Send reply" }).click();
  await expect(message).toHaveAccessibleDescription("Message is required.");
  await message.fill(note);
  await main(employee).getByLabel("Internal note — only Nexora staff see this").check();
  await main(employee).getByRole("button", { name: "Add internal note" }).click();
  await expect(main(employee).getByText("Internal note added.")).toBeVisible();
  const noteItem = main(employee).getByRole("listitem").filter({ hasText: note });
  await expect(noteItem).toContainText("Internal note — only Nexora staff see this");
  await message.fill(reply);
  await main(employee).getByRole("button", { name: "Send reply" }).click();
  await expect(main(employee).getByText("Reply sent.")).toBeVisible();
  await expect(
    main(employee).getByRole("listitem").filter({ hasText: "A first forecast reaches you" }),
  ).not.toContainText("Internal note");
  await expectAccessibleAndFitting(employee, testInfo, "employee-request");

  await client.reload();
  await expect(main(client).getByText("A first forecast reaches you on Friday.")).toBeVisible();
  await expect(main(client)).not.toContainText(note);
  await expect(main(client)).not.toContainText("Internal note");
  const close = main(client).getByRole("button", { name: "Close request" });
  await hydrated(close);
  await close.click();
  await client
    .getByRole("dialog", { name: "Close this request?" })
    .getByRole("button", { name: "Close request" })
    .click();
  await expect(main(client).getByText("Request closed.")).toBeVisible();
  await expect(main(client).getByRole("button", { name: "Reopen request" })).toBeVisible();
  await expect(main(client).getByText("Closed", { exact: true })).toBeVisible();

  await client.context().close();
  await employee.context().close();
});

/** Visits each list, then the first item it links to, checking every page. */
const tours: Record<"client" | "employee" | "admin", { path: string; detail?: RegExp }[]> = {
  client: [
    { path: "/client" },
    { path: "/client/projects", detail: /^\/client\/projects\/[0-9a-f-]{36}$/ },
    { path: "/client/requests", detail: /^\/client\/requests\/[0-9a-f-]{36}$/ },
    { path: "/client/requests/new" },
  ],
  employee: [
    { path: "/employee" },
    { path: "/employee/requests", detail: /^\/employee\/requests\/[0-9a-f-]{36}$/ },
    { path: "/employee/projects", detail: /^\/employee\/projects\/[0-9a-f-]{36}$/ },
  ],
  admin: [
    { path: "/admin" },
    { path: "/admin/requests", detail: /^\/admin\/requests\/[0-9a-f-]{36}$/ },
    { path: "/admin/projects", detail: /^\/admin\/projects\/[0-9a-f-]{36}$/ },
    { path: "/admin/organisations", detail: /^\/admin\/organisations\/[0-9a-f-]{36}$/ },
    { path: "/admin/users" },
  ],
};

for (const role of ["client", "employee", "admin"] as const) {
  test(`every ${role} workspace page passes axe and fits the viewport`, async ({ browser }, testInfo) => {
    const page = await pageAs(browser, role);
    for (const { path, detail } of tours[role]) {
      await page.goto(path);
      const name = path.slice(1).replaceAll("/", "-");
      await expectAccessibleAndFitting(page, testInfo, name);
      if (!detail) continue;
      const hrefs = await main(page)
        .locator("a[href]")
        .evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
      const href = hrefs.find((h) => detail.test(h));
      expect(href, `${path} links to one of its items (the demo workspace has some)`).toBeTruthy();
      await page.goto(href!);
      await expectAccessibleAndFitting(page, testInfo, `${name}-detail`);
    }
    await page.context().close();
  });
}

test("a client who sends a request before the page's scripts have arrived loses nothing: it is sent once they have", async ({
  browser,
}, testInfo) => {
  const title = `Sent before the scripts (${testInfo.project.name} ${Date.now().toString(36)})`;
  const client = await pageAs(browser, "client");
  // The page is on screen and its scripts are still on their way, as over a slow link.
  const release = await holdScripts(client);
  await client.goto("/client/requests/new", { waitUntil: "commit" });
  await main(client).getByLabel("Title").fill(title);
  await main(client).getByLabel("What do you need?").fill("Typed and sent before React had the page.");
  await main(client).getByRole("button", { name: "Send request" }).click();
  // Held: not sent by the browser as a GET with the text in the address, and the form keeps what was typed.
  await client.waitForTimeout(500);
  expect(new URL(client.url()).search).toBe("");
  await expect(main(client).getByLabel("Title")).toHaveValue(title);
  release();
  await expect(client).toHaveURL(/\/client\/requests\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  await expect(client.getByRole("heading", { level: 1 })).toHaveText(title);
});

test("a client asking for another organisation's request, or one that does not exist, gets a 404 and the not-found page", async ({
  browser,
}, testInfo) => {
  // A second client organisation with a request of its own, made by the admin.
  const admin = await pageAs(browser, "admin");
  const other = `Orbit Textiles ${testInfo.project.name} ${Date.now()}`;
  await admin.goto("/admin/organisations");
  const add = main(admin).getByRole("button", { name: "Add organisation" });
  await hydrated(add);
  await main(admin).getByLabel("Name").fill(other);
  await add.click();
  await expect(main(admin).getByText(`${other} created.`)).toBeVisible();
  const created = await admin.request.post("/api/portal/requests", {
    data: { organisation: other, title: "Dye house sensors", body: "Only Orbit Textiles may read this." },
  });
  expect(created.status()).toBe(201);
  const { id: othersRequest } = (await created.json()) as { id: string };
  await admin.context().close();

  const page = await pageAs(browser, "client");
  for (const [path, text] of [
    [`/client/requests/${othersRequest}`, "That request was not found"],
    ["/client/requests/3f2c1e0a-8b7d-4c6e-9f1a-2b3c4d5e6f70", "That request was not found"],
    ["/client/projects/3f2c1e0a-8b7d-4c6e-9f1a-2b3c4d5e6f70", "That project was not found"],
    ["/client/requests/not-an-id", "That request was not found"],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(text);
    await expect(page.getByText("Only Orbit Textiles may read this.")).toHaveCount(0);
  }
  expect((await page.request.get(`/api/portal/requests/${othersRequest}`)).status()).toBe(404);
  await page.context().close();
});

test("the old ?view= links answer 308 with their route segment", async ({ browser }) => {
  const admin = await pageAs(browser, "admin");
  for (const [from, to] of [
    ["/admin?view=users", "/admin/users"],
    ["/admin?view=reports&id=abc", "/admin/enquiries/abc"],
    ["/admin?view=settings", "/admin/settings"],
  ] as const) {
    const response = await admin.request.get(from, { maxRedirects: 0 });
    expect([response.status(), response.headers().location], from).toEqual([308, to]);
  }
  await admin.goto("/admin?view=users");
  await expect(admin).toHaveURL(/\/admin\/users$/);
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText("Users");
  const employee = await pageAs(browser, "employee");
  const tasks = await employee.request.get("/employee?view=tasks", { maxRedirects: 0 });
  expect([tasks.status(), tasks.headers().location]).toEqual([308, "/employee/requests"]);
  await admin.context().close();
  await employee.context().close();
});

test("the old Reports address answers 308 with Enquiries, signed in or not", async ({ browser }) => {
  const admin = await pageAs(browser, "admin");
  const visitor = await browser.newContext();
  for (const request of [admin.request, visitor.request])
    for (const [from, to] of [
      ["/admin/reports", "/admin/enquiries"],
      ["/admin/reports/abc", "/admin/enquiries/abc"],
    ] as const) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect([response.status(), response.headers().location], from).toEqual([308, to]);
    }
  await admin.goto("/admin/reports");
  await expect(admin).toHaveURL(/\/admin\/enquiries$/);
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText("Enquiries");
  await admin.context().close();
  await visitor.close();
});

test("on a phone, the admin's views past the bar's width open from More and close on arrival", async ({
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== "mobile", "the bottom bar is the phone's menu");
  const page = await pageAs(browser, "admin");
  await page.goto("/admin");
  const bar = page.getByRole("navigation", { name: "Dashboard" }).filter({ visible: true });
  const more = bar.getByRole("button", { name: "More" });
  await hydrated(more);
  await expect(bar.getByRole("link", { name: "Invoices" })).toBeHidden();
  await more.click();
  await expect(more).toHaveAttribute("aria-expanded", "true");
  expect((await axe(page).analyze()).violations).toEqual([]);
  await bar.getByRole("link", { name: "Invoices" }).click();
  await expect(page).toHaveURL(/\/admin\/invoices$/);
  await expect(more).toHaveAttribute("aria-expanded", "false");
  await expect(bar.getByRole("link", { name: "Invoices" })).toBeHidden();
  await more.press("Enter");
  await expect(bar.getByRole("link", { name: "Invoices" })).toHaveAttribute("aria-current", "page");
  await page.keyboard.press("Escape");
  await expect(more).toBeFocused();
  await expect(more).toHaveAttribute("aria-expanded", "false");
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await page.context().close();
});
