// The quick search from the portal shell at 1280 and 390 px: a staff member opens it with the keyboard, finds a
// demo request by a word, arrows to it and opens it with Enter; Escape closes the dialog and gives focus back. The
// open dialog passes axe. A list's own search box puts its words in the address.
import { axe } from "./support/axe";
import { expect, test, type Page } from "./support/test";
import {
  horizontalOverflow,
  snapshot,
  useOwnAddress as takeOwnAddress,
  useSharedSession as joinSharedSession,
  type Role,
} from "./support/portal-auth";
import { hydrated } from "./support/public-helpers";

const demoTitle = "Add the Nagpur collection centre to the forecast";

test.beforeEach(() => {
  // The first test of a run may wait out the employee address's code cooldown.
  test.setTimeout(180_000);
});

async function signedIn(page: Page, role: Role, path: string) {
  // Plain helpers despite their names (the lint rule reads "use…" as a React hook).
  await takeOwnAddress(page.context());
  await joinSharedSession(page.context(), role);
  await page.goto(path);
  await hydrated(page.getByRole("button", { name: "Search", exact: true }));
}

const employeePage = (page: Page) => signedIn(page, "employee", "/employee");

test("staff open the quick search with the keyboard, arrow to a demo request and open it with Enter", async ({
  page,
}, testInfo) => {
  await employeePage(page);
  await page.keyboard.press("/");
  const dialog = page.getByRole("dialog", { name: "Search the portal" });
  await expect(dialog).toBeVisible();
  const box = dialog.getByRole("combobox", { name: "Search the portal" });
  await expect(box).toBeFocused();
  await expect(box).toHaveAttribute("aria-expanded", "false");

  await box.pressSequentially("nagpur collection");
  const option = dialog.getByRole("option", { name: new RegExp(demoTitle) });
  await expect(option).toBeVisible();
  await expect(dialog.getByRole("group", { name: "Requests" })).toBeVisible();
  await expect(box).toHaveAttribute("aria-expanded", "true");
  await expect(dialog.getByRole("status")).toContainText(/\d+ results?\./);
  await expect(option).toHaveAttribute("aria-selected", "false");

  const options = dialog.getByRole("option");
  const index = (await options.allTextContents()).findIndex((text) => text.includes(demoTitle));
  for (let i = 0; i <= index; i++) await box.press("ArrowDown");
  await expect(option).toHaveAttribute("aria-selected", "true");
  await expect(box).toHaveAttribute("aria-activedescendant", (await option.getAttribute("id")) ?? "");
  expect((await axe(page).include("dialog").analyze()).violations).toEqual([]);
  await snapshot(page, testInfo, "quick-search-results");

  await box.press("Enter");
  await expect(page).toHaveURL(/\/employee\/requests\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(demoTitle);
  await expect(dialog).toBeHidden();
});

test("Ctrl-K opens the quick search, Escape closes it and gives focus back; a search with no match says so", async ({
  page,
}, testInfo) => {
  await employeePage(page);
  const button = page.getByRole("button", { name: "Search", exact: true });
  await button.focus();
  await page.keyboard.press("Control+k");
  const dialog = page.getByRole("dialog", { name: "Search the portal" });
  const box = dialog.getByRole("combobox", { name: "Search the portal" });
  await expect(box).toBeFocused();
  await box.fill("zebracorn");
  await expect(dialog.getByRole("status")).toHaveText("Nothing found for “zebracorn”.");
  expect((await axe(page).include("dialog").analyze()).violations).toEqual([]);
  await snapshot(page, testInfo, "quick-search-empty");
  await box.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();

  // "/" typed into a text field stays a character.
  await button.click();
  await expect(box).toBeFocused();
  await box.fill("a/b");
  await expect(box).toHaveValue("a/b");
});

test("a vendor searches its purchase orders from the list's box, and the words live in the address", async ({
  page,
}, testInfo) => {
  await signedIn(page, "vendor", "/vendor/purchase-orders");
  const box = page.getByRole("searchbox", { name: "Search purchase orders" });
  await box.fill("gpu");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/vendor\/purchase-orders\?q=gpu$/);
  await expect(page.getByRole("main")).toContainText("PO-2026-0142");
  await expect(box).toHaveValue("gpu");
  expect((await axe(page).analyze()).violations).toEqual([]);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await snapshot(page, testInfo, "list-search-orders");
  await box.fill("zebracorn");
  await box.press("Enter");
  await expect(page.getByRole("main")).toContainText("No purchase order matches “zebracorn”.");
});
