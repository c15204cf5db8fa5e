// What the role home pages read: a client's overview, a staff member's work, the admin's figures, a vendor's overview.
import "server-only";
import { countActiveSessions } from "../../auth/session-store";
import { countUsers } from "../../auth/users";
import { countEnquiries } from "../../contact/store";
import type { Caller } from "../../workspace/caller";
import { invoicesAwaitingReview, listInvoices, vendorOverview } from "../../workspace/invoices";
import { listPurchaseOrders } from "../../workspace/purchase-orders";
import { clientOverview, staffFigures } from "../../workspace/request-figures";
import { openStatuses } from "../../workspace/request-rules";
import { listRequestPage } from "../../workspace/requests";
import { pageRead } from "./read";

export function loadClientOverview(caller: Caller) {
  return pageRead("client overview", caller, async (db, who, now) => ({
    ...(await clientOverview(db, who, now)),
    now,
  }));
}

/**
 * A staff member's figures, the invoices waiting for a decision and the five open requests assigned to them whose
 * service target falls due first.
 */
export function loadStaffOverview(caller: Caller) {
  return pageRead("staff overview", caller, async (db, who, now) => {
    const [figures, invoices, mine] = await Promise.all([
      staffFigures(db, who, now),
      invoicesAwaitingReview(db),
      listRequestPage(db, who, { assignee: "me", statuses: openStatuses, sort: "sla" }, now, 5),
    ]);
    return { figures, invoicesAwaitingReview: invoices, mine, now };
  });
}

/** The admin dashboard's figures: people, sessions and enquiries. */
export function loadAdminFigures(caller: Caller) {
  return pageRead("admin dashboard", caller, async (db, _who, now) => {
    const [totalUsers, activeUsers, activeSessions, enquiries] = await Promise.all([
      countUsers(db),
      countUsers(db, { active: true }),
      countActiveSessions(db, now),
      countEnquiries(db),
    ]);
    return { totalUsers, activeUsers, activeSessions, enquiries };
  });
}

/** A vendor's figures, open orders and five newest invoices. */
export function loadVendorOverview(caller: Caller) {
  return pageRead("vendor overview", caller, async (db, who) => {
    const [figures, orders, invoices] = await Promise.all([
      vendorOverview(db, who),
      listPurchaseOrders(db, who, { open: true }),
      listInvoices(db, who),
    ]);
    return { figures, openOrders: orders.items, recentInvoices: invoices.items.slice(0, 5) };
  });
}
