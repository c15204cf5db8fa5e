// The vendor workspace at 1280 and 390 px: a vendor submits an invoice with its PDF against the demo purchase order,
// an employee rejects it with a reason, the vendor resubmits, the employee approves it and marks it paid. Every page
// on the way is checked with axe and for sideways overflow.
import { expect, test, type Page } from "@playwright/test";
import { expectAccessibleAndFitting as checkPage, pageAs } from "./support/portal-auth";
import { onePagePdf } from "./support/sample-files";

const demoOrder = "PO-2026-0142";
const pdf = onePagePdf("Tax invoice, Deccan Cloud Services");

async function submitInvoice(page: Page, number: string) {
  await page.getByLabel("Invoice number").fill(number);
  await page.getByLabel("Due date").fill("2026-12-31");
  await page
    .getByLabel("The invoice as a PDF")
    .setInputFiles({ name: `${number}.pdf`, mimeType: "application/pdf", buffer: pdf });
  await page.getByRole("button", { name: "Submit invoice" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Invoice ${number}`);
}

/** The employee opens the invoice from the review queue (submitted invoices) or by the invoice's own link. */
async function openForReview(page: Page, number: string) {
  await page.goto("/employee/invoices?status=all");
  await page.getByRole("link", { name: new RegExp(`Invoice ${number}\\b`) }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Invoice ${number}`);
}

test.describe("vendor invoices", () => {
  test.beforeEach(() => test.setTimeout(180_000));

  test("submit with a PDF, rejected with a reason, resubmitted, approved and paid", async ({ browser }, testInfo) => {
    const stamp = `${testInfo.project.name.slice(0, 1).toUpperCase()}${Date.now().toString(36)}`;
    const first = `INV-${stamp}`;
    const second = `INV-${stamp}-R`;
    const vendor = await pageAs(browser, "vendor");
    const employee = await pageAs(browser, "employee");

    await vendor.goto("/vendor/invoices/new");
    await checkPage(vendor, testInfo, "vendor-invoice-new");
    await vendor.getByLabel("Amount in rupees").fill("1,00,000.50");
    const orders = vendor.getByLabel("Purchase order (optional)");
    await orders.selectOption((await orders.locator("option", { hasText: demoOrder }).getAttribute("value")) ?? "");
    await submitInvoice(vendor, first);
    await expect(vendor.getByRole("main").getByText("Submitted", { exact: true }).first()).toBeVisible();
    await expect(vendor.getByText("₹1,00,000.50")).toBeVisible();

    await openForReview(employee, first);
    await expect(employee.getByRole("link", { name: `${first}.pdf` })).toHaveAttribute(
      "href",
      /^\/api\/portal\/files\//,
    );
    // The PDF is shown in the page beside the decision at 1280 px, above it on a phone.
    const viewer = employee.getByRole("region", { name: "Invoice PDF" }).locator("iframe");
    await expect(viewer).toHaveAttribute("src", /\?disposition=inline$/);
    const [shown, approve] = [
      await viewer.boundingBox(),
      await employee.getByRole("button", { name: "Approve" }).boundingBox(),
    ];
    if (testInfo.project.name === "desktop") expect(shown!.x).toBeGreaterThan(approve!.x + approve!.width);
    else expect(shown!.y + shown!.height).toBeLessThan(approve!.y);
    await checkPage(employee, testInfo, "employee-invoice-review");
    await employee.getByLabel("Reason for rejecting (the vendor sees it)").fill("The GSTIN is missing from the PDF.");
    await employee.getByRole("button", { name: "Reject" }).click();
    await employee.getByRole("dialog").getByRole("button", { name: "Reject invoice" }).click();
    await expect(employee.getByText("Why it was rejected")).toBeVisible();

    await vendor.reload();
    await expect(
      vendor.getByRole("main").getByText("The GSTIN is missing from the PDF.", { exact: true }),
    ).toBeVisible();
    await expect(vendor.getByRole("region", { name: "History" })).toContainText("Rejected");
    await checkPage(vendor, testInfo, "vendor-invoice-rejected");
    await vendor.getByRole("link", { name: "Resubmit" }).click();
    await expect(vendor.getByRole("heading", { level: 1 })).toHaveText(`Resubmit invoice ${first}`);
    await expect(vendor.getByLabel("Amount in rupees")).toHaveValue("1,00,000.50");
    await submitInvoice(vendor, second);

    await openForReview(employee, second);
    await employee.getByRole("button", { name: "Approve" }).click();
    await employee.getByRole("dialog").getByRole("button", { name: "Approve invoice" }).click();
    await expect(employee.getByRole("button", { name: "Mark paid" })).toBeVisible();
    await employee.getByRole("button", { name: "Mark paid" }).click();
    await employee.getByRole("dialog").getByRole("button", { name: "Mark paid" }).click();
    await expect(employee.getByRole("button", { name: "Mark paid" })).toBeHidden();
    const history = employee.getByRole("region", { name: "History" }).getByRole("listitem");
    await expect(history).toHaveCount(3);
    await expect(history.nth(2)).toContainText("Paid");
    await checkPage(employee, testInfo, "employee-invoice-paid");

    await vendor.reload();
    await expect(vendor.getByRole("region", { name: "History" })).toContainText("Paid");
    await vendor.goto("/vendor/invoices?status=paid");
    await expect(vendor.getByRole("link", { name: new RegExp(`Invoice ${second}\\b`) })).toBeVisible();
    await checkPage(vendor, testInfo, "vendor-invoices-paid");
  });

  test("every vendor, employee and admin view of orders and invoices is accessible and fits", async ({
    browser,
  }, testInfo) => {
    const vendor = await pageAs(browser, "vendor");
    for (const [path, shot] of [
      ["/vendor", "vendor-overview"],
      ["/vendor/purchase-orders", "vendor-purchase-orders"],
      ["/vendor/invoices", "vendor-invoices"],
    ] as const) {
      await vendor.goto(path);
      await checkPage(vendor, testInfo, shot);
    }
    await vendor.goto("/vendor/purchase-orders");
    await vendor.getByRole("link", { name: new RegExp(demoOrder) }).click();
    await expect(vendor.getByRole("heading", { level: 1 })).toContainText(demoOrder);
    await checkPage(vendor, testInfo, "vendor-purchase-order");

    const employee = await pageAs(browser, "employee");
    for (const [path, shot] of [
      ["/employee/purchase-orders", "employee-purchase-orders"],
      ["/employee/invoices", "employee-invoices"],
    ] as const) {
      await employee.goto(path);
      await checkPage(employee, testInfo, shot);
    }
    await employee.goto("/employee/purchase-orders");
    await employee
      .getByRole("list", { name: "Purchase orders" })
      .getByRole("link", { name: new RegExp(demoOrder) })
      .click();
    await expect(employee.getByRole("heading", { level: 1 })).toContainText(demoOrder);
    await checkPage(employee, testInfo, "employee-purchase-order");

    const admin = await pageAs(browser, "admin");
    for (const [path, shot] of [
      ["/admin/purchase-orders", "admin-purchase-orders"],
      ["/admin/invoices?status=all", "admin-invoices"],
    ] as const) {
      await admin.goto(path);
      await checkPage(admin, testInfo, shot);
    }
  });
});
