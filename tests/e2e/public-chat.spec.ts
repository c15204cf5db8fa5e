// The chat assistant on a fake clock: greeting, quick replies, typing delays, the send button and page links.
import { expect, test, type Page } from "@playwright/test";
import { hydrated, tick } from "./support/public-helpers";

// Many small steps on a shared, slow machine: more time than the default 45 s.
test.describe.configure({ timeout: 90_000 });

const launcher = (page: Page) => page.getByRole("button", { name: "Chat with our assistant" });
const chat = (page: Page) => page.getByRole("dialog", { name: "Chat with the Nexora assistant" });
const log = (page: Page) => chat(page).getByRole("log", { name: "Conversation" });
const input = (page: Page) => chat(page).getByRole("textbox", { name: "Your message" });
const send = (page: Page) => chat(page).getByRole("button", { name: "Send message" });
const typing = (page: Page) => chat(page).getByTestId("typing");

test.beforeEach(async ({ page }) => {
  await page.clock.install();
  await page.goto("/contact");
  await hydrated(launcher(page));
  await launcher(page).click();
  await expect(chat(page)).toBeVisible();
  // Stopped only now: loading the assistant's code on first open relies on timers. A minute ahead of the page's clock.
  await page.clock.pauseAt(Date.now() + 60_000);
});

test("opens with the greeting and the three quick replies", async ({ page }) => {
  await expect(log(page)).toContainText("Hello! I'm your AI assistant. How can I help you today?");
  for (const choice of ["General Inquiry", "Technical Support", "Billing"]) {
    await expect(chat(page).getByRole("button", { name: choice, exact: true })).toBeVisible();
  }
  await expect(chat(page)).toContainText(/online/i);
  await expect(input(page)).toBeFocused();
});

test("a quick reply is answered after 1.5 seconds, with a typing indicator meanwhile", async ({ page }) => {
  await chat(page).getByRole("button", { name: "Billing", exact: true }).click();
  // The visitor's choice appears as their own message (screen readers hear "You: Billing").
  await expect(log(page).locator("p").last()).toHaveText("You: Billing");
  await expect(typing(page)).toBeVisible();
  await expect(input(page)).toBeDisabled();
  await expect(send(page)).toBeDisabled();

  await tick(page, 1400);
  await expect(typing(page)).toBeVisible();
  await expect(log(page)).not.toContainText("You selected Billing");

  await tick(page, 100);
  await expect(log(page)).toContainText("You selected Billing. How can I help you with that?");
  await expect(typing(page)).toBeHidden();
  await expect(input(page)).toBeEnabled();
  // The quick replies belong to the greeting: gone once the visitor has spoken.
  await expect(chat(page).getByRole("button", { name: "General Inquiry" })).toHaveCount(0);
});

test("send is disabled while the message is empty or only spaces", async ({ page }) => {
  await expect(send(page)).toBeDisabled();
  await input(page).fill("   ");
  await expect(send(page)).toBeDisabled();
  await input(page).press("Enter");
  await expect(typing(page)).toBeHidden();
  await expect(log(page).locator("p")).toHaveCount(1);
  await input(page).fill("  hi  ");
  await expect(send(page)).toBeEnabled();
});

test("a typed message is answered after 2 to 3 seconds, and input waits meanwhile", async ({ page }) => {
  await input(page).fill("Hello there, I have a question");
  await send(page).click();
  await expect(log(page).locator("p").last()).toHaveText("You: Hello there, I have a question");
  await expect(input(page)).toHaveValue("");
  await expect(typing(page)).toBeVisible();
  await expect(input(page)).toBeDisabled();
  await expect(send(page)).toBeDisabled();
  const messages = log(page).locator("p");
  await expect(messages).toHaveCount(2);

  await tick(page, 1900);
  await expect(typing(page)).toBeVisible();
  await expect(messages).toHaveCount(2);

  await tick(page, 1100);
  await expect(typing(page)).toBeHidden();
  await expect(messages).toHaveCount(3);
  await expect(messages.last()).not.toHaveText("");
  await expect(input(page)).toBeEnabled();
  await expect(input(page)).toBeFocused();
});

test("a question about something the site covers is answered with a link to that page", async ({ page }) => {
  await input(page).fill("Do you offer cybersecurity audits?");
  await input(page).press("Enter");
  await tick(page, 3000);
  const link = log(page).getByRole("link", { name: /Cybersecurity/ });
  await expect(link).toHaveAttribute("href", "/cybersecurity");

  await input(page).fill("What is your pricing?");
  await input(page).press("Enter");
  await tick(page, 3000);
  await expect(log(page).getByRole("link", { name: /quote/i })).toHaveAttribute("href", "/quote");

  await page.clock.resume();
  await link.click();
  await expect(page).toHaveURL(/\/cybersecurity$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/security/i);
});

test("the close button in its header closes it and returns focus to the launcher", async ({ page }) => {
  await chat(page).getByRole("button", { name: "Close chat" }).click();
  await expect(chat(page)).toBeHidden();
  await expect(launcher(page)).toBeFocused();
  await expect(launcher(page)).toHaveAttribute("aria-expanded", "false");
  // Reopening keeps the conversation.
  await launcher(page).click();
  await expect(chat(page)).toBeVisible();
  await expect(log(page)).toContainText("Hello! I'm your AI assistant.");
});

test("the round button toggles it, and Escape closes it", async ({ page }) => {
  // The round button keeps its name while open and says so with aria-expanded; only the header's one is "Close chat".
  await expect(launcher(page)).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("button", { name: "Close chat" })).toHaveCount(1);
  await launcher(page).click();
  await expect(chat(page)).toBeHidden();
  await expect(launcher(page)).toHaveAttribute("aria-expanded", "false");
  await launcher(page).click();
  await expect(chat(page)).toBeVisible();
  await input(page).press("Escape");
  await expect(chat(page)).toBeHidden();
  await expect(launcher(page)).toBeFocused();
});
