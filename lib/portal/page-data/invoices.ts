// What the invoices views read: the list (staff open on what waits for a decision), one invoice, and what the vendor's
// invoice form starts from.
import "server-only";
import { cache } from "react";
import { isStaff, type Caller } from "../../workspace/caller";
import { getInvoice, invoicesFallingDue, listInvoices } from "../../workspace/invoices";
import { listPurchaseOrders, orderLines } from "../../workspace/purchase-orders";
import { profileOf } from "../../workspace/vendor-profile";
import { readableCursor } from "../../workspace/paging";
import { invoiceStatuses } from "../../workspace/vocabulary";
import { filterValue, firstValue, pageRead, searchValue, type SearchParams } from "./read";

/** The invoices list; staff see "submitted" unless they ask for a status or for "all", or search. */
export function loadInvoiceList(caller: Caller, params: SearchParams) {
  const asked = filterValue(params.status, invoiceStatuses);
  const q = searchValue(params.q);
  // A search looks through every status unless one is asked for.
  const status = isStaff(caller) && firstValue(params.status) !== "all" && !q ? (asked ?? "submitted") : asked;
  const cursor = readableCursor(params.cursor);
  // Staff's "due": approved MSME invoices falling due within 7 days or overdue, whatever the status filter says.
  const due = isStaff(caller) && firstValue(params.due) === "soon";
  return pageRead("portal invoices", caller, async (db, who, now) => ({
    ...(await listInvoices(db, who, { status: due ? undefined : status, cursor, q, due }, now)),
    status: due ? undefined : status,
    q,
    due,
    falling: isStaff(who) ? await invoicesFallingDue(db, now) : { due: 0, overdue: 0 },
  }));
}

/** One invoice; not the caller's to see: the not-found page. Cached, so the gate layout and its page read once. */
export const loadInvoice = cache((caller: Caller, id: string) =>
  pageRead("portal invoice", caller, (db, who) => getInvoice(db, who, id)),
);

/**
 * The open orders a vendor may invoice against with their lines (what is left of each), the vendor's profile (its
 * place of supply and e-invoicing flag, for the tax shown live), and the form's first values (a resubmission or an
 * order's link).
 */
export function loadInvoiceForm(caller: Caller, params: SearchParams) {
  const order = firstValue(params.order);
  const replaces = firstValue(params.replaces);
  return pageRead("portal new invoice", caller, async (db, who) => {
    const open = (await listPurchaseOrders(db, who)).items.filter((o) => o.status !== "closed");
    const orders = await Promise.all(
      open.map(async (o) => ({ id: o.id, number: o.number, title: o.title, lines: await orderLines(db, o.id) })),
    );
    const profile = who.organisationId ? await profileOf(db, who.organisationId) : null;
    // A resubmission starts from the rejected invoice (its number must change: numbers are unique per vendor).
    const replaced = replaces ? await getInvoice(db, who, replaces).catch(() => null) : null;
    const resubmits = replaced?.status === "rejected" ? replaced : null;
    const defaults = resubmits
      ? {
          replacesId: resubmits.id,
          dueDate: resubmits.dueDate,
          purchaseOrderId: resubmits.purchaseOrder?.id ?? undefined,
        }
      : { purchaseOrderId: orders.some((o) => o.id === order) ? order : undefined };
    return {
      orders,
      resubmits,
      defaults,
      profile: profile ? { stateCode: profile.stateCode, eInvoicing: profile.eInvoicing } : null,
    };
  });
}
