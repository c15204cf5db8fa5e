// Purchase orders, and invoices past the vendor's form, at 1280 and 390 px (the two projects), in the headless shell:
// staff issue an order, which the vendor acknowledges and staff deliver and close; an invoice is withdrawn, another
// rejected with its reason; and every list of orders and invoices, for each role, passes axe and fits. The invoice
// that is previewed in the browser's PDF viewer is tests/e2e/vendor-invoices.spec.ts, in the full browser.
import { expect, test } from "./support/test";
import { expectAccessibleAndFitting as checkPage, pageAs } from "./support/portal-auth";
import { demoOrder, vendorInvoicePdf as pdf } from "./support/sample-files";

test.describe("purchase orders and invoices", () => {
  test.beforeEach(() => test.setTimeout(180_000));

  test("staff issue a purchase order with two lines: a refused line is named, nothing typed is lost, the order opens", async ({
    browser,
  }, testInfo) => {
    const number = `PO-E2E-${testInfo.project.name}-${Date.now().toString(36)}`;
    const employee = await pageAs(browser, "employee");
    await employee.goto("/employee/purchase-orders");
    const main = employee.getByRole("main");
    // The list comes first; the form opens on request.
    await expect(main.getByRole("form", { name: "Issue a purchase order" })).toBeHidden();
    await main.getByText("Issue a purchase order", { exact: true }).click();
    const form = main.getByRole("form", { name: "Issue a purchase order" });
    // Sent empty: every missing field is marked at once, and nothing is asked.
    await form.getByRole("button", { name: "Issue order" }).click();
    await expect(employee.getByRole("dialog")).toBeHidden();
    await expect(form.getByLabel("Vendor")).toHaveAccessibleDescription("Please choose the vendor organisation.");
    await expect(form.getByLabel("Order number")).toHaveAccessibleDescription("Please give the order a number.");
    await expect(form.getByLabel("Title")).toHaveAccessibleDescription("Please give the order a title.");
    await expect(form).toContainText("Line 1: Please enter the amount in rupees");
    await form.getByLabel("Vendor").selectOption({ label: "Deccan Cloud Services" });
    await form.getByLabel("Order number").fill(number);
    await form.getByLabel("Title").fill("Crop image annotation, December");
    await form.getByLabel("Line 1: description").fill("Annotation of crop images");
    await form.getByLabel("HSN/SAC").fill("998314");
    await form.getByLabel("Quantity").fill("2000");
    await form.getByLabel("Unit").fill("images");
    await form.getByLabel("Rate in rupees (before GST)").fill("12.50");
    await form.getByRole("button", { name: "Add a line" }).click();
    await form.getByLabel("Line 2: description").fill("Quality review");
    await form.getByLabel("HSN/SAC").nth(1).fill("12");
    await form.getByLabel("Unit").nth(1).fill("lot");
    await form.getByLabel("Rate in rupees (before GST)").nth(1).fill("5,000");
    // ₹25,000 + ₹5,000 taxable; the vendor is in Karnataka, so IGST at 18 %: ₹5,400; ₹35,400 in all.
    await expect(form).toContainText("The vendor is outside Maharashtra: IGST.");
    await expect(form).toContainText("₹35,400.00");
    // Asked first, with the vendor and the amount; the server then refuses line 2's code.
    await form.getByRole("button", { name: "Issue order" }).click();
    const confirm = employee.getByRole("dialog", { name: "Issue this purchase order?" });
    await expect(confirm).toContainText("Deccan Cloud Services is sent an order of ₹35,400.00 with GST");
    await confirm.getByRole("button", { name: "Issue order" }).click();
    await expect(form.getByRole("alert")).toHaveText("Line 2: The HSN or SAC code must be 4, 6 or 8 digits.");
    await expect(form.getByRole("group", { name: "Lines" })).toHaveAccessibleDescription(
      "Line 2: The HSN or SAC code must be 4, 6 or 8 digits.",
    );
    await expect(form.getByLabel("Line 1: description")).toHaveValue("Annotation of crop images");
    await expect(form.getByLabel("Order number")).toHaveValue(number);
    await form.getByLabel("HSN/SAC").nth(1).fill("998313");
    await form.getByRole("button", { name: "Issue order" }).click();
    await confirm.getByRole("button", { name: "Issue order" }).click();
    await expect(employee).toHaveURL(/\/employee\/purchase-orders\/[0-9a-f-]{36}$/, { timeout: 20_000 });
    await expect(employee.getByRole("heading", { level: 1 })).toHaveText(`${number}: Crop image annotation, December`);
    await expect(employee.getByRole("region", { name: "Lines of the order" })).toContainText("Quality review");
    await expect(employee.getByRole("main")).toContainText("₹35,400.00");
    await checkPage(employee, testInfo, "employee-purchase-order-issued");

    const orderUrl = employee.url();

    // The vendor acknowledges it: the button goes, and the note saying so stays, focused.
    const vendor = await pageAs(browser, "vendor");
    await vendor.goto("/vendor/purchase-orders");
    await vendor.getByRole("link", { name: new RegExp(number) }).click();
    // The order's two next steps share a row where there is room for both.
    const acknowledge = await vendor.getByRole("button", { name: "Acknowledge order" }).boundingBox();
    const invoice = await vendor.getByRole("link", { name: "Submit an invoice against this order" }).boundingBox();
    if (testInfo.project.name === "desktop") expect(invoice?.y).toBe(acknowledge?.y);
    await vendor.getByRole("button", { name: "Acknowledge order" }).click();
    // Once the page has been read again (the acknowledgement shown, the button gone), the note is still there.
    await expect(vendor.getByRole("main")).toContainText("by Vikram Rao");
    await expect(vendor.getByRole("button", { name: "Acknowledge order" })).toHaveCount(0);
    await expect(vendor.getByRole("status").filter({ hasText: "Acknowledged." })).toBeFocused();

    // Staff mark it delivered, then close it after confirming; each note stays as its button goes.
    await employee.goto(orderUrl);
    await employee.getByRole("button", { name: "Mark delivered" }).click();
    await expect(employee.getByRole("button", { name: "Mark delivered" })).toHaveCount(0);
    await expect(employee.getByRole("status").filter({ hasText: "Marked delivered." })).toBeFocused();
    await employee.getByRole("button", { name: "Close order" }).click();
    await employee
      .getByRole("dialog", { name: "Close this purchase order?" })
      .getByRole("button", { name: "Close order" })
      .click();
    await expect(employee.getByRole("button", { name: "Close order" })).toHaveCount(0);
    await expect(employee.getByRole("status").filter({ hasText: "Closed." })).toBeFocused();
  });

  test("a withdrawn and a rejected invoice: each note stays once its form has gone; the vendor reads the reason", async ({
    browser,
  }, testInfo) => {
    const vendor = await pageAs(browser, "vendor");
    const employee = await pageAs(browser, "employee");
    const stamp = `${testInfo.project.name.slice(0, 1).toUpperCase()}${Date.now().toString(36).slice(-7)}`;
    /** One GPU-hour of the demo order, invoiced through the form; ends on the new invoice's page. */
    async function invoiceOneHour(number: string) {
      await vendor.goto("/vendor/purchase-orders");
      await vendor.getByRole("link", { name: new RegExp(demoOrder) }).click();
      await vendor.getByRole("link", { name: "Submit an invoice against this order" }).click();
      await vendor.getByLabel(/^Quantity of line 1/).fill("1");
      await vendor.getByLabel("Invoice number").fill(number);
      await vendor.getByLabel("Due date").fill("2027-01-31");
      await vendor
        .getByLabel("The invoice as a PDF")
        .setInputFiles({ name: "invoice.pdf", mimeType: "application/pdf", buffer: pdf });
      await vendor.getByRole("button", { name: "Submit invoice" }).click();
      await vendor.getByRole("dialog").getByRole("button", { name: "Submit invoice" }).click();
      await expect(vendor.getByRole("heading", { level: 1 })).toHaveText(`Invoice ${number}`);
    }

    await invoiceOneHour(`W/${stamp}`);
    await vendor.getByRole("button", { name: "Withdraw" }).click();
    await vendor.getByRole("dialog").getByRole("button", { name: "Withdraw invoice" }).click();
    await expect(vendor.getByRole("button", { name: "Withdraw" })).toHaveCount(0);
    await expect(
      vendor.getByRole("status").filter({ hasText: "Withdrawn. Its quantities can be invoiced again." }),
    ).toBeFocused();

    await invoiceOneHour(`R/${stamp}`);
    const rejected = vendor.url();
    await employee.goto(rejected.replace("/vendor/", "/employee/"));
    await employee.getByLabel("Reason for rejecting (the vendor sees it)").fill("The HSN code should be 998315.");
    await employee.getByRole("button", { name: "Reject" }).click();
    await employee.getByRole("dialog").getByRole("button", { name: "Reject invoice" }).click();
    await expect(employee.getByRole("button", { name: "Approve" })).toHaveCount(0);
    await expect(
      employee.getByRole("status").filter({ hasText: "Rejected. The vendor reads your reason." }),
    ).toBeFocused();
    await vendor.goto(rejected);
    await expect(vendor.getByRole("main")).toContainText("The HSN code should be 998315.");
    await expect(vendor.getByRole("link", { name: "Resubmit" })).toBeVisible();
  });

  test("every vendor, employee and admin view of orders and invoices is accessible and fits", async ({
    browser,
  }, testInfo) => {
    const vendor = await pageAs(browser, "vendor");
    for (const [path, shot] of [
      ["/vendor", "vendor-overview"],
      ["/vendor/purchase-orders", "vendor-purchase-orders"],
      ["/vendor/invoices", "vendor-invoices"],
      ["/vendor/profile", "vendor-profile"],
    ] as const) {
      await vendor.goto(path);
      await checkPage(vendor, testInfo, shot);
    }
    const employee = await pageAs(browser, "employee");
    for (const [path, shot] of [
      ["/employee/purchase-orders", "employee-purchase-orders"],
      ["/employee/invoices", "employee-invoices"],
      ["/employee/invoices?due=soon", "employee-invoices-due"],
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
