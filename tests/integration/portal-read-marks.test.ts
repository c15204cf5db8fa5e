// Opening a page marks its thing read for the person, both databases: a vendor's invoice and order pages clear their
// bell items, a request page clears the request's unread, and the [id] gate's loader (which a link's prefetch runs)
// marks nothing.
import { expect, it, vi } from "vitest";
import EmployeeRequestPage from "@/app/(portal)/employee/requests/[id]/page";
import VendorInvoicePage from "@/app/(portal)/vendor/invoices/[id]/page";
import VendorOrderPage from "@/app/(portal)/vendor/purchase-orders/[id]/page";
import { loadRequest } from "@/lib/portal/page-data/requests";
import { listNotifications } from "@/lib/workspace/notifications";
import { withUnread } from "@/lib/workspace/read-state";
import { createRequest } from "@/lib/workspace/request-writes";
import { describeEachDatabase } from "../support/db";
import { decideInvoice, idOf, setUpInvoices, submitInvoice } from "../support/invoices";
import { asPage } from "../support/next";
import { loopbackSmtpPerFile } from "../support/smtp";
import { seedWorkspace, signIn } from "../support/workspace";

vi.mock("next/headers", async () => (await import("../support/next")).nextHeadersMock);
vi.mock("next/navigation", async () => (await import("../support/next")).nextNavigationMock);

const smtp = loopbackSmtpPerFile();
const params = (id: string) => ({ params: Promise.resolve({ id }) });

describeEachDatabase("pages mark what they show read", (database) => {
  it("a vendor opening its rejected invoice, then its order, clears both bell items", async () => {
    const db = database().db;
    const { staff, vendor, orderId, vendorCaller } = await setUpInvoices(db, smtp);
    const invoice = await idOf(await submitInvoice(vendor, {}));
    expect((await decideInvoice(staff, invoice, { status: "rejected", reason: "Wrong GSTIN." })).status).toBe(200);
    expect((await listNotifications(db, vendorCaller)).unread).toBe(2);
    await asPage(vendor, () => VendorInvoicePage(params(invoice)));
    const left = await listNotifications(db, vendorCaller);
    expect(left.items.filter((item) => !item.read).map((item) => item.href)).toEqual([
      `/vendor/purchase-orders/${orderId}`,
    ]);
    await asPage(vendor, () => VendorOrderPage(params(orderId)));
    expect((await listNotifications(db, vendorCaller)).unread).toBe(0);
  });

  it("the gate's loader marks nothing; the request page does", async () => {
    const db = database().db;
    const { people } = await seedWorkspace(db);
    const { id } = await createRequest(db, people.acmeClient, { title: "Depot", body: "Forecast please." }, new Date());
    const cookie = await signIn(smtp, people.employee.email);
    const unread = async () => (await withUnread(db, people.employee, [{ id }]))[0]?.unread;
    expect(await unread()).toBe(true);
    await asPage(cookie, () => loadRequest(people.employee, id));
    expect(await unread()).toBe(true);
    await asPage(cookie, () => EmployeeRequestPage(params(id)));
    expect(await unread()).toBe(false);
  });
});
