// Rows for the search tests, inserted directly: requests with public replies and internal notes in two client
// organisations, a project each, and orders and invoices of two vendors. Words are chosen so each appears where a
// test needs it and nowhere else.
import type { Db } from "@/lib/db/client";
import { files, invoices, projects, purchaseOrders, requestMessages, requests } from "@/lib/db/schema";
import type { Workspace } from "./workspace";

async function one<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error("row not inserted");
  return row;
}

export type SearchWorld = Awaited<ReturnType<typeof seedSearchWorld>>;

export async function seedSearchWorld(db: Db, w: Workspace, otherVendorId: string) {
  const { acme, globex, supplies } = w.organisations;
  const { acmeClient, employee, globexClient } = w.people;
  const request = (organisationId: string, title: string, body: string, createdById: string) =>
    one(db.insert(requests).values({ organisationId, title, body, createdById }).returning());
  const totals = await request(acme.id, "Invoice totals are wrong", "October shows twice the hours.", acmeClient.id);
  const slow = await request(acme.id, "Dashboard is slow", "It takes a minute to open.", acmeClient.id);
  const globexOwn = await request(globex.id, "Missing invoice for Globex", "Please resend it.", globexClient.id);
  await db.insert(requestMessages).values([
    { requestId: slow.id, authorId: employee.id, body: "We are rebuilding the caching layer this week." },
    { requestId: slow.id, authorId: employee.id, body: "The pangolin cluster needs a restart.", internal: true },
    { requestId: globexOwn.id, authorId: employee.id, body: "The caching layer is fine here." },
  ]);
  const project = (organisationId: string, name: string, summary: string) =>
    one(db.insert(projects).values({ organisationId, name, summary }).returning());
  const forecast = await project(acme.id, "Forecast platform", "Weekly demand forecasts for the mills.");
  const portal = await project(globex.id, "Globex billing portal", "Forecasts of billing runs.");
  const order = (organisationId: string, number: string, title: string) =>
    one(db.insert(purchaseOrders).values({ organisationId, number, title, amountPaise: 50_000 }).returning());
  const credits = await order(supplies.id, "PO-100", "Cloud credits");
  const chairs = await order(otherVendorId, "PO-200", "Office chairs");
  const invoice = async (organisationId: string, number: string) => {
    const pdf = { name: "inv.pdf", contentType: "application/pdf", size: 7, sha256: "x", data: Buffer.from("%PDF-1.") };
    const file = await one(
      db
        .insert(files)
        .values({ ...pdf, organisationId })
        .returning(),
    );
    const values = { organisationId, number, amountPaise: 10_000, dueDate: "2026-12-31", fileId: file.id };
    return one(db.insert(invoices).values(values).returning());
  };
  const own = await invoice(supplies.id, "INV-7");
  const theirs = await invoice(otherVendorId, "INV-8");
  return {
    requests: { totals, slow, globex: globexOwn },
    projects: { forecast, portal },
    orders: { credits, chairs },
    invoices: { own, theirs },
  };
}
