// The invoices API as the vendor's form and a reviewer's page call it: upload the PDF, submit, decide, read.
import { expect } from "vitest";
import { POST as upload } from "@/app/api/portal/files/route";
import { GET as getInvoice, PATCH as decide } from "@/app/api/portal/invoices/[id]/route";
import { POST as submit } from "@/app/api/portal/invoices/route";
import { POST as issueOrder } from "@/app/api/portal/purchase-orders/route";
import type { Db } from "@/lib/db/client";
import { organisations, users } from "@/lib/db/schema";
import type { Caller } from "@/lib/workspace/caller";
import { siteUrl } from "./http";
import type { TestSmtp } from "./smtp";
import { apiGet, apiPatch, apiPost, bodyOf, noParams, routeContext, seedWorkspace, signIn } from "./workspace";

export const pdf = new TextEncoder().encode("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");
export const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

/** POST /api/portal/files as the submit form sends it: multipart, no link (held for the invoice). */
export async function uploadFile(
  cookie: string,
  bytes: Uint8Array<ArrayBuffer> = pdf,
  name = "invoice.pdf",
): Promise<string> {
  const form = new FormData();
  form.set("file", new File([bytes], name));
  const request = new Request(`${siteUrl}/api/portal/files`, {
    method: "POST",
    headers: { origin: siteUrl, cookie, "user-agent": "vitest" },
    body: form,
  });
  const response = await upload(request, noParams);
  expect(response.status).toBe(201);
  return ((await bodyOf(response)) as { id: string }).id;
}

/** Patel Traders, a second vendor, with Priya as its one user. */
export async function seedSecondVendor(db: Db) {
  const [other] = await db.insert(organisations).values({ name: "Patel Traders", kind: "vendor" }).returning();
  if (!other) throw new Error("no organisation");
  await db
    .insert(users)
    .values({ email: "priya@patel.example", name: "Priya Patel", role: "vendor", organisationId: other.id });
  return other;
}

export type InvoiceSetup = { staff: string; vendor: string; other: string; orderId: string; vendorCaller: Caller };

/** Ravi (employee) issues PO-1 for ₹1,000.00 to Sharma Supplies; Vikram and Priya (another vendor) sign in. */
export async function setUpInvoices(db: Db, smtp: TestSmtp, amount = 1_000_00): Promise<InvoiceSetup> {
  const { people } = await seedWorkspace(db);
  await seedSecondVendor(db);
  const staff = await signIn(smtp, "ravi@nexora.example");
  const body = { organisation: "Sharma Supplies", number: "PO-1", title: "Cloud credits", amount };
  const created = await issueOrder(apiPost("/api/portal/purchase-orders", body, staff), noParams);
  const orderId = ((await bodyOf(created)) as { id: string }).id;
  const vendor = await signIn(smtp, "vikram@sharma-supplies.example");
  const other = await signIn(smtp, "priya@patel.example");
  smtp.clear();
  return { staff, vendor, other, orderId, vendorCaller: people.vendor };
}

/** POST /api/portal/invoices: INV-1 for ₹500.00 unless `fields` say otherwise, with a fresh PDF unless one is named. */
export async function submitInvoice(cookie: string, fields: Record<string, unknown>): Promise<Response> {
  const fileId = fields.fileId ?? (await uploadFile(cookie));
  const body = { number: "INV-1", amount: 500_00, dueDate: "2026-12-31", ...fields, fileId };
  return submit(apiPost("/api/portal/invoices", body, cookie), noParams);
}

export const idOf = async (response: Response) => ((await bodyOf(response)) as { id: string }).id;
export const decideInvoice = (cookie: string, id: string, body: unknown) =>
  decide(apiPatch(`/api/portal/invoices/${id}`, body, cookie), routeContext({ id }));
export const readInvoice = (cookie: string, id: string) =>
  getInvoice(apiGet(`/api/portal/invoices/${id}`, cookie), routeContext({ id }));

/** GSTINs from published registrations: a Maharashtra one (CGST + SGST to Nexora) and a Karnataka one (IGST). */
export const gstins = { maharashtra: "27AAPFU0939F1ZV", karnataka: "29AAGCB7383J1Z4" } as const;

/** A vendor profile as the profile form sends it (Maharashtra, micro MSME, not e-invoicing) with `fields` over it. */
export const profileBody = (fields: Record<string, unknown> = {}) => ({
  legalName: "Sharma Supplies Private Limited",
  gstin: gstins.maharashtra,
  udyam: "UDYAM-MH-26-0012345",
  msmeCategory: "micro",
  bankAccount: "50100123456789",
  ifsc: "HDFC0001234",
  eInvoicing: false,
  ...fields,
});

/** Two lines as staff type them: 10 laptops at ₹50,000 (18 %) and 40 hours of set-up at ₹1,500 (18 %). */
export const orderLinesBody = [
  {
    description: "Laptop, 14 inch, 16 GB",
    hsnSac: "84713010",
    quantity: 10,
    unit: "nos",
    rate: 50_000_00,
    gstRate: 18,
  },
  { description: "Set-up and imaging", hsnSac: "998316", quantity: 40, unit: "hours", rate: 1_500_00, gstRate: 18 },
];

export { pdfText } from "./pdf-text";
