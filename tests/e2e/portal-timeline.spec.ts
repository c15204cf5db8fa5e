// One request's timeline at 1280 and 390 px: a client replies with a PDF and an image attached in the same step, the
// timeline shows both (the image as a thumbnail), an employee previews the PDF in the page (the browser's viewer in a
// frame, not a download) and changes the status, which appears in the timeline as a line, the tab keeping its title.
// Every state passes axe.
import { expect, fullChromium, test, type Page } from "./support/test";
import { expectAccessibleAndFitting, pageAs } from "./support/portal-auth";
import { hydrated } from "./support/public-helpers";
import { gradientPng, onePagePdf } from "./support/sample-files";

// The preview is the browser's own PDF viewer, which the headless shell does not have.
test.use(fullChromium);

const main = (page: Page) => page.getByRole("main");
const timeline = (page: Page) => main(page).getByRole("list", { name: "Timeline" });

test.beforeEach(() => {
  // The first test of a run may wait out an address's code cooldown for each role.
  test.setTimeout(180_000);
});

test("a client's reply brings a PDF and an image; staff preview the PDF in the page and change the status", async ({
  browser,
}, testInfo) => {
  const title = `Depot floor plan (${testInfo.project.name} ${Date.now().toString(36)})`;
  const answer = "Here are the plan and a photo of the loading bay.";

  const client = await pageAs(browser, "client");
  await client.goto("/client/requests/new");
  const send = main(client).getByRole("button", { name: "Send request" });
  await hydrated(send);
  await main(client).getByLabel("Title").fill(title);
  await main(client).getByLabel("What do you need?").fill("Please check the new layout before Friday.");
  await send.click();
  await expect(client).toHaveURL(/\/client\/requests\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  const id = new URL(client.url()).pathname.split("/").pop()!;

  const sendReply = main(client).getByRole("button", { name: "Send reply" });
  await hydrated(sendReply);
  await main(client).getByLabel("Message").fill(answer);
  await main(client)
    .getByLabel("Attach files")
    .setInputFiles([
      { name: "floor-plan.pdf", mimeType: "application/pdf", buffer: onePagePdf("Akola depot, floor plan") },
      { name: "loading-bay.png", mimeType: "image/png", buffer: gradientPng() },
    ]);
  const attached = main(client).getByRole("list", { name: "Attached files" });
  await expect(attached.getByText("Ready")).toHaveCount(2);
  await expectAccessibleAndFitting(client, testInfo, "timeline-reply-attached");
  await sendReply.click();
  await expect(main(client).getByText("Reply sent.")).toBeVisible();
  await expect(attached.getByRole("listitem")).toHaveCount(0);

  const reply = timeline(client).getByRole("listitem").filter({ hasText: answer });
  const thumbnail = reply.getByRole("button", { name: "Preview loading-bay.png" }).locator("img");
  await expect(thumbnail).toBeVisible();
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(160);
  await expect(reply.getByRole("button", { name: "Preview floor-plan.pdf" })).toBeVisible();
  await expectAccessibleAndFitting(client, testInfo, "timeline-client");

  const employee = await pageAs(browser, "employee");
  let downloads = 0;
  employee.on("download", () => (downloads += 1));
  await employee.goto(`/employee/requests/${id}`);
  const staffReply = timeline(employee).getByRole("listitem").filter({ hasText: answer });
  await expect(staffReply).toContainText("Meera Joshi");
  const preview = staffReply.getByRole("button", { name: "Preview floor-plan.pdf" });
  await hydrated(preview);
  await preview.click();
  const dialog = employee.getByRole("dialog", { name: "floor-plan.pdf" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Download" })).toHaveAttribute(
    "href",
    /^\/api\/portal\/files\/[0-9a-f-]{36}$/,
  );
  const frame = dialog.locator("iframe[title='floor-plan.pdf']");
  await expect(frame).toBeVisible();
  await expect(frame).toHaveAttribute("src", /\?disposition=inline$/);
  // Chromium's PDF viewer is an extension page inside the frame: it is there, so the PDF is shown, not saved.
  await expect
    .poll(() => employee.frames().some((f) => f.url().startsWith("chrome-extension://")), { timeout: 15_000 })
    .toBe(true);
  expect((await frame.boundingBox())?.height ?? 0).toBeGreaterThan(300);
  await expectAccessibleAndFitting(employee, testInfo, "timeline-pdf-preview");
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  expect(downloads).toBe(0);

  const save = main(employee).getByRole("button", { name: "Save changes" });
  await hydrated(save);
  // The save refreshes the page, whose tab keeps its title throughout: never left without one between two tasks.
  await employee.evaluate(() => {
    const gaps: number[] = ((window as unknown as { titleGaps: number[] }).titleGaps = []);
    new MutationObserver(() => {
      if (!document.title) gaps.push(performance.now());
    }).observe(document.head, { subtree: true, childList: true, characterData: true });
  });
  await main(employee).getByLabel("Status", { exact: true }).selectOption("in_progress");
  await save.click();
  await expect(main(employee).getByText("Changes saved.")).toBeVisible();
  const event = timeline(employee).getByRole("listitem").filter({ hasText: "changed the status" });
  await expect(event).toContainText("Rohan changed the status from Open to In progress");
  expect(await employee.evaluate(() => (window as unknown as { titleGaps: number[] }).titleGaps)).toEqual([]);
  await expectAccessibleAndFitting(employee, testInfo, "timeline-staff");

  await client.reload();
  await expect(timeline(client)).toContainText("Rohan changed the status from Open to In progress");
});
