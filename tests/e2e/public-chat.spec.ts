// The assistant and the site search in a browser, at 1280 and 390 px (the desktop and mobile projects), with axe:
// a question answered from its page with the source link, a handoff to a person, the header's and the drawer's
// search, and /search without JavaScript. Neither the chat's nor the search dialog's code is in a page's first load.
import { expect, test, type Page } from "./support/test";
import { expectNoAxeViolations, hydrated } from "./support/public-helpers";

test.describe.configure({ timeout: 90_000 });

const launcher = (page: Page) => page.getByRole("button", { name: "Chat with our assistant" });
const chat = (page: Page) => page.getByRole("dialog", { name: "Chat with the Nexora assistant" });
const log = (page: Page) => chat(page).getByRole("log", { name: "Conversation" });
const input = (page: Page) => chat(page).getByRole("textbox", { name: "Your message" });

/** The JavaScript a page loads, as text, so a test can say which code is in it. */
function scriptsOf(page: Page) {
  const bodies: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") bodies.push(response.text().catch(() => ""));
  });
  return async () => (await Promise.all(bodies)).join("\n");
}

test("a question is answered from its page with the source, then handed over to a person", async ({
  page,
}, testInfo) => {
  const mobile = testInfo.project.name === "mobile";
  const scripts = scriptsOf(page);
  await page.goto("/contact");
  await hydrated(launcher(page));
  await page.waitForLoadState("load");
  expect(await scripts(), "the chat panel's code is not in the first load").not.toContain(
    "Leave a message for a person",
  );

  // At 390 px the floating button leaves the form's Send button free.
  if (mobile) {
    const send = page.getByRole("button", { name: "Send message" });
    await send.scrollIntoViewIfNeeded();
    const [a, b] = [await send.boundingBox(), await launcher(page).boundingBox()];
    const overlap =
      a && b && a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlap, "the chat button does not cover Send").toBeFalsy();
  }

  await launcher(page).click();
  await expect(input(page)).toBeFocused();
  await expect(log(page)).toContainText("I answer from this website's pages");
  await expectNoAxeViolations(page, "/contact with the chat open");

  await input(page).fill("How much does the AI bootcamp cost?");
  await input(page).press("Enter");
  await expect(log(page)).toContainText("₹65,000 and ₹85,000");
  const source = log(page).getByRole("link", { name: "Full-Stack AI Development Bootcamp" }).first();
  await expect(source).toHaveAttribute("href", "/training/ai-bootcamp");
  // A follow-up keeps to the course being discussed.
  await input(page).fill("how long is it?");
  await input(page).press("Enter");
  await expect(log(page).locator("p").filter({ hasText: "12 weeks" })).toHaveCount(1);

  // A long answer is read from its start: the conversation scrolls no further than the question at its top.
  await input(page).fill("Do you make apps for restaurants?");
  await input(page).press("Enter");
  const answer = log(page).locator("p").filter({ hasText: "I could not find “restaurants” on our website." });
  await expect(answer).toContainText("For “restaurants” in particular, leave a message below");
  await expect(log(page).locator("[data-from=user]").last()).toBeInViewport();
  expect(
    await chat(page)
      .locator(".overflow-y-auto")
      .evaluate((el) => el.scrollHeight > el.clientHeight),
  ).toBe(true);

  await input(page).fill("I want to talk to a person");
  await input(page).press("Enter");
  await chat(page).getByRole("button", { name: "Leave a message for a person" }).click();
  const form = chat(page).getByRole("form", { name: "Leave a message for a person" });
  await form.getByLabel("Your name").fill("Asha Kulkarni");
  // A malformed address is refused by the server and marked at its field; the name typed stays.
  await form.getByLabel("E-mail").fill("asha@example");
  await form.getByRole("button", { name: "Send to our team" }).click();
  await expect(form.getByLabel("E-mail")).toHaveAccessibleDescription("Please enter a valid email address.");
  await expect(form.getByLabel("Your name")).toHaveValue("Asha Kulkarni");
  await form.getByLabel("E-mail").fill("asha@example.in");
  await form.getByLabel("Message (optional)").fill("Please call me about the next batch.");
  await expectNoAxeViolations(page, "/contact with the handoff form");
  await form.getByRole("button", { name: "Send to our team" }).click();
  const thanks = chat(page).getByRole("status").filter({ hasText: "Thank you, Asha Kulkarni" });
  await expect(thanks).toContainText(/We will reply by \w{3} \d{1,2} \w{3}, \d{2}:\d{2} IST/);
  await expect(thanks.getByRole("heading")).toBeFocused();

  await chat(page).getByRole("button", { name: "Back to the assistant" }).click();
  await source.click();
  await expect(page).toHaveURL(/\/training\/ai-bootcamp$/);
  await input(page).press("Escape");
  await expect(chat(page)).toBeHidden();
  await expect(launcher(page)).toBeFocused();
});

test("the site search: header dialog or drawer, and /search without JavaScript", async ({
  page,
  browser,
}, testInfo) => {
  const mobile = testInfo.project.name === "mobile";
  const scripts = scriptsOf(page);
  await page.goto("/");
  await page.waitForLoadState("load");
  expect(await scripts(), "the search dialog's code is not in the first load").not.toContain(
    "Search services, courses",
  );

  if (mobile) {
    await hydrated(page.getByRole("button", { name: "Open menu" }));
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Site menu" });
    await drawer.getByRole("searchbox", { name: "Search the site" }).fill("bootcmap");
    const result = drawer.getByRole("list", { name: "Search results" }).getByRole("link").first();
    await expect(result).toHaveAttribute("href", "/training/ai-bootcamp");
    await expect(result).toContainText("Full-Stack AI Development Bootcamp");
    await expect(result.locator("mark").first()).toBeVisible();
    await expectNoAxeViolations(page, "/ with drawer search results");
    await drawer.getByRole("searchbox", { name: "Search the site" }).fill("zzqx plorb");
    await expect(drawer).toContainText("No pages match");
    await drawer.getByRole("searchbox", { name: "Search the site" }).press("Enter");
  } else {
    const button = page.getByRole("link", { name: "Search", exact: true });
    await hydrated(button);
    await page.locator("body").press("/");
    const dialog = page.getByRole("dialog", { name: "Search the site" });
    const box = dialog.getByRole("combobox", { name: "Search the site" });
    await expect(box).toBeFocused();
    await box.fill("robotics fees");
    const option = dialog.getByRole("option").first();
    await expect(option).toContainText("Robotics Programming Course");
    await expect(option.locator("mark").first()).toBeVisible();
    await box.press("ArrowDown");
    await expect(option).toHaveAttribute("aria-selected", "true");
    await expectNoAxeViolations(page, "/ with the search dialog");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/training\/robotics-programming$/);
    // Ctrl-K opens it again; Escape closes it and gives focus back.
    await page.keyboard.press("Control+k");
    await expect(box).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await page.keyboard.press("Control+k");
    await box.fill("zzqx plorb");
    await expect(dialog).toContainText("No pages match");
    await box.press("Enter");
  }
  // Enter with nothing found opens the results page, which counts the query for admins.
  await expect(page).toHaveURL(/\/search\?q=zzqx(\+|%20)plorb$/);
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText("No pages match “zzqx plorb”");

  const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize()! });
  const plain = await noScript.newPage();
  await plain.goto(`${new URL(page.url()).origin}/search`);
  await plain.getByRole("searchbox", { name: "Search the site" }).fill("cybersecurity course");
  await plain.getByRole("searchbox", { name: "Search the site" }).press("Enter");
  await expect(plain).toHaveURL(/\/search\?q=cybersecurity\+course$/);
  await expect(plain.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  const first = plain.getByRole("main").getByRole("listitem").first();
  await expect(first.getByRole("link")).toHaveAttribute("href", /\/training\/cybersecurity-essentials|\/cybersecurity/);
  // axe runs in the page's JavaScript: the same results page, scanned in the page that has it.
  await page.goto("/search?q=cybersecurity+course");
  await expect(page.getByRole("main").getByRole("listitem").first().locator("mark").first()).toBeVisible();
  await expectNoAxeViolations(page, "/search with results");
  await noScript.close();
});
