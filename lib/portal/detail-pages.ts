// The single-row reads of the invoice, purchase order, organisation and enquiry pages: scoped through lib/workspace,
// not the caller's to see → the not-found page, and cached per request so a gate layout and its page read once.
import "server-only";
import { notFound } from "next/navigation";
import { cache } from "react";
import type { Caller } from "../workspace/caller";
import { getInvoice } from "../workspace/invoices";
import { getOrganisation } from "../workspace/organisations";
import { getPurchaseOrder } from "../workspace/purchase-orders";
import { enquiryDetail } from "./admin-data";
import { workspaceRead } from "./workspace-data";

export const loadInvoice = cache((caller: Caller, id: string) =>
  workspaceRead("portal invoice", caller, (db, who) => getInvoice(db, who, id)),
);

export const loadPurchaseOrder = cache((caller: Caller, id: string) =>
  workspaceRead("portal purchase order", caller, (db, who) => getPurchaseOrder(db, who, id)),
);

export const loadOrganisation = cache((caller: Caller, id: string) =>
  workspaceRead("portal organisation", caller, (db, who) => getOrganisation(db, who, id)),
);

/** The caller is an admin (the reports segment's layout checked); enquiries are not scoped by organisation. */
export const loadEnquiry = cache(async (_caller: Caller, id: string) => (await enquiryDetail(id)) ?? notFound());
