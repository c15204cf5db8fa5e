// A vendor's invoice at 1280 and 390 px (the two projects): the vendor opens the demo order and its PDF (which names
// the order's lines), invoices part of one line as a GST tax invoice with the tax shown live and previewed in the
// browser's PDF viewer, an employee approves it and marks it paid with TDS and a UTR, and the vendor reads the
// remittance advice. Every page on the way is checked with axe and for sideways overflow. Orders, withdrawn and
// rejected invoices and the lists are tests/e2e/purchase-orders.spec.ts, in the headless shell, which is faster.
import { expect, fullChromium, test } from "./support/test";
import { pdfText } from "../support/pdf-text";
import { expectAccessibleAndFitting as checkPage, pageAs } from "./support/portal-auth";
import { demoOrder, vendorInvoicePdf as pdf } from "./support/sample-files";

// The invoice's PDF pane is the browser's own viewer, which the headless shell does not have.
test.use(fullChromium);

test.describe("vendor invoices", () => {
  test.beforeEach(() => test.setTimeout(180_000));

  test("invoice part of an order, approved and paid with TDS; the remittance and the order PDF", async ({
    browser,
  }, testInfo) => {
    // At most 16 characters, unique to this run and project.
    const number = `DC/${testInfo.project.name.slice(0, 1).toUpperCase()}${Date.now().toString(36).slice(-8)}`;
    const vendor = await pageAs(browser, "vendor");
    const employee = await pageAs(browser, "employee");

    await vendor.goto("/vendor/purchase-orders");
    await vendor.getByRole("link", { name: new RegExp(demoOrder) }).click();
    await expect(vendor.getByRole("heading", { level: 1 })).toContainText(demoOrder);
    const lines = vendor.getByRole("table", { name: "Lines of the order" });
    await expect(lines).toContainText("GPU compute for forecast model training");
    await checkPage(vendor, testInfo, "vendor-purchase-order");
    // The PDF opens (same session) and names the order's lines.
    const href = await vendor.getByRole("link", { name: "Download the order as a PDF" }).getAttribute("href");
    const answer = await vendor.request.get(href ?? "");
    expect(answer.headers()["content-type"]).toBe("application/pdf");
    const text = pdfText(await answer.body());
    expect(text).toContain(`Purchase order ${demoOrder}`);
    expect(text).toContain("GPU compute for forecast model training (A100, per GPU-hour)");
    expect(text).toContain("Object storage for training data, 20 TB");

    await vendor.getByRole("link", { name: "Submit an invoice against this order" }).click();
    await expect(vendor.getByRole("heading", { level: 1 })).toHaveText("Submit a tax invoice");
    // 10 GPU-hours at ₹250: ₹2,500 taxable, IGST 18 % (the demo vendor is in Karnataka) ₹450, total ₹2,950.
    await vendor.getByLabel(/^Quantity of line 1/).fill("10");
    await expect(vendor.getByText("From outside Maharashtra: IGST.")).toBeVisible();
    await expect(vendor.getByText("₹2,950.00")).toBeVisible();
    await checkPage(vendor, testInfo, "vendor-invoice-new");
    // Sent without its number and due date, the invoice is refused on both fields at once, before the PDF uploads.
    const uploads: string[] = [];
    vendor.on("request", (r) => {
      if (r.method() === "POST" && new URL(r.url()).pathname === "/api/portal/files") uploads.push(r.url());
    });
    await vendor
      .getByLabel("The invoice as a PDF")
      .setInputFiles({ name: "invoice.pdf", mimeType: "application/pdf", buffer: pdf });
    await vendor.getByRole("button", { name: "Submit invoice" }).click();
    await expect(vendor.getByRole("dialog")).toBeHidden();
    await expect(vendor.getByLabel("Invoice number")).toHaveAccessibleDescription(/Please give the invoice number\./);
    await expect(vendor.getByLabel("Due date")).toHaveAccessibleDescription(/Please give the due date\./);
    expect(uploads).toEqual([]);
    await vendor.getByLabel("Invoice number").fill(number);
    await vendor.getByLabel("Due date").fill("2027-01-31");
    await vendor.getByLabel(/^Total as written on the invoice/).fill("2,950");
    await vendor.getByRole("button", { name: "Submit invoice" }).click();
    // Asked first, with the total and the order.
    const submitting = vendor.getByRole("dialog", { name: "Submit this tax invoice?" });
    await expect(submitting).toContainText(`₹2,950.00 with GST, against ${demoOrder}.`);
    await submitting.getByRole("button", { name: "Submit invoice" }).click();
    await expect(vendor.getByRole("heading", { level: 1 })).toHaveText(`Invoice ${number}`);
    const invoiceUrl = vendor.url();
    await expect(vendor.getByRole("region", { name: "Tax invoice" })).toContainText("IGST");
    // The PDF pane previews the file in the bare viewer (no toolbar drawn in after the page, pushing it down); the
    // full viewer opens in a tab of its own, with the same file.
    const pane = vendor.getByRole("region", { name: "Invoice PDF" });
    await pane.scrollIntoViewIfNeeded(); // the frame is made when its place is in view
    const frame = pane.locator("iframe");
    await expect(frame).toHaveAttribute(
      "src",
      /^\/api\/portal\/files\/[\w-]+\?disposition=inline#toolbar=0&navpanes=0$/,
    );
    const frameSrc = await frame.getAttribute("src");
    const open = pane.getByRole("link", { name: "Open in a new tab" });
    await expect(open).toHaveAttribute("target", "_blank");
    expect(await open.getAttribute("href")).toBe(frameSrc!.split("#")[0]);
    const opened = await vendor.request.get((await open.getAttribute("href"))!);
    expect(opened.headers()["content-type"]).toBe("application/pdf");
    expect(Buffer.from(await opened.body()).equals(pdf), "the file the vendor uploaded").toBe(true);
    await checkPage(vendor, testInfo, "vendor-invoice-submitted");

    await employee.goto(invoiceUrl.replace("/vendor/", "/employee/"));
    await expect(employee.getByRole("heading", { level: 1 })).toHaveText(`Invoice ${number}`);
    await expect(employee.getByRole("table", { name: "Lines of the invoice" })).toContainText("10 hours");
    await employee.getByRole("button", { name: "Approve" }).click();
    await employee.getByRole("dialog").getByRole("button", { name: "Approve invoice" }).click();
    await expect(employee.getByText(/Pay by \(MSME, 45 days\)/)).toBeVisible();
    await expect(employee.getByRole("status").filter({ hasText: "Approved. The vendor has been told." })).toBeVisible();
    await employee.getByLabel("UTR (the bank's reference)").fill("UTIBN52026112600042");
    await employee.getByLabel("TDS section").selectOption("194C");
    // A TDS section without its amount is refused at the amount's field, and what was entered stays.
    await employee.getByRole("button", { name: "Mark paid" }).click();
    await employee.getByRole("dialog").getByRole("button", { name: "Mark paid" }).click();
    await expect(employee.getByLabel("TDS in rupees")).toHaveAccessibleDescription(
      /TDS needs both its section and its amount\./,
    );
    await expect(employee.getByLabel("UTR (the bank's reference)")).toHaveValue("UTIBN52026112600042");
    await expect(employee.getByLabel("TDS section")).toHaveValue("194C");
    await employee.getByLabel("TDS in rupees").fill("59");
    await expect(employee.getByText("Net paid: ₹2,891.00 of ₹2,950.00.")).toBeVisible();
    await checkPage(employee, testInfo, "employee-invoice-pay");
    await employee.getByRole("button", { name: "Mark paid" }).click();
    const confirm = employee.getByRole("dialog");
    await expect(confirm).toContainText("net ₹2,891.00");
    await confirm.getByRole("button", { name: "Mark paid" }).click();
    await expect(employee.getByRole("region", { name: "Remittance advice" })).toBeVisible();

    await vendor.reload();
    const remittance = vendor.getByRole("region", { name: "Remittance advice" });
    for (const words of ["₹2,950.00", "TDS (section 194C)", "₹59.00", "₹2,891.00", "UTIBN52026112600042"])
      await expect(remittance).toContainText(words);
    await checkPage(vendor, testInfo, "vendor-invoice-paid");
  });
});
