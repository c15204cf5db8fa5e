// An organisation's work as its admin page lists it: a client's projects and requests, a vendor's purchase orders and
// invoices, newest first, each with what its link and badge need. Staff only (the same 404 as the organisation).
import { count, desc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { invoices, projects, purchaseOrders, requests } from "../db/schema";
import { isStaff, type Caller } from "./caller";
import { notFound } from "./errors";
import type { Organisation } from "./organisations";

/** How many of each the page lists; the count says how many there are in all. */
export const organisationWorkLimit = 20;

export type OrganisationWork =
  | {
      kind: "client";
      projects: { id: string; name: string; status: (typeof projects.$inferSelect)["status"] }[];
      requests: { id: string; number: number; title: string; status: (typeof requests.$inferSelect)["status"] }[];
      totals: { projects: number; requests: number };
    }
  | {
      kind: "vendor";
      purchaseOrders: {
        id: string;
        number: string;
        title: string;
        status: (typeof purchaseOrders.$inferSelect)["status"];
      }[];
      invoices: {
        id: string;
        number: string;
        amountPaise: number;
        status: (typeof invoices.$inferSelect)["status"];
      }[];
      totals: { purchaseOrders: number; invoices: number };
    };

const total = async (db: Db, query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;

export async function organisationWork(db: Db, caller: Caller, organisation: Organisation): Promise<OrganisationWork> {
  if (!isStaff(caller)) throw notFound("organisation");
  const id = organisation.id;
  if (organisation.kind === "client") {
    const [projectRows, requestRows, projectCount, requestCount] = await Promise.all([
      db
        .select({ id: projects.id, name: projects.name, status: projects.status })
        .from(projects)
        .where(eq(projects.organisationId, id))
        .orderBy(desc(projects.updatedAt), desc(projects.id))
        .limit(organisationWorkLimit),
      db
        .select({ id: requests.id, number: requests.number, title: requests.title, status: requests.status })
        .from(requests)
        .where(eq(requests.organisationId, id))
        .orderBy(desc(requests.updatedAt), desc(requests.id))
        .limit(organisationWorkLimit),
      total(db, db.select({ n: count() }).from(projects).where(eq(projects.organisationId, id))),
      total(db, db.select({ n: count() }).from(requests).where(eq(requests.organisationId, id))),
    ]);
    return {
      kind: "client",
      projects: projectRows,
      requests: requestRows,
      totals: { projects: projectCount, requests: requestCount },
    };
  }
  const [orderRows, invoiceRows, orderCount, invoiceCount] = await Promise.all([
    db
      .select({
        id: purchaseOrders.id,
        number: purchaseOrders.number,
        title: purchaseOrders.title,
        status: purchaseOrders.status,
      })
      .from(purchaseOrders)
      .where(eq(purchaseOrders.organisationId, id))
      .orderBy(desc(purchaseOrders.createdAt), desc(purchaseOrders.id))
      .limit(organisationWorkLimit),
    db
      .select({ id: invoices.id, number: invoices.number, amountPaise: invoices.amountPaise, status: invoices.status })
      .from(invoices)
      .where(eq(invoices.organisationId, id))
      .orderBy(desc(invoices.createdAt), desc(invoices.id))
      .limit(organisationWorkLimit),
    total(db, db.select({ n: count() }).from(purchaseOrders).where(eq(purchaseOrders.organisationId, id))),
    total(db, db.select({ n: count() }).from(invoices).where(eq(invoices.organisationId, id))),
  ]);
  return {
    kind: "vendor",
    purchaseOrders: orderRows,
    invoices: invoiceRows,
    totals: { purchaseOrders: orderCount, invoices: invoiceCount },
  };
}
