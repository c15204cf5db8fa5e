// What the purchase-orders views read: the list (with the vendors an order may go to, for staff) and one order.
import "server-only";
import { cache } from "react";
import { vendorProfiles } from "../../db/schema";
import { isStaff, type Caller } from "../../workspace/caller";
import { listOrganisations } from "../../workspace/organisations";
import { getPurchaseOrder, listPurchaseOrders } from "../../workspace/purchase-orders";
import { readableCursor } from "../../workspace/paging";
import { pageRead, searchValue, type SearchParams } from "./read";

/** Purchase orders newest first, a page at a time; staff also get the vendors for the form that issues one. */
export function loadPurchaseOrderList(caller: Caller, params: SearchParams) {
  const cursor = readableCursor(params.cursor);
  const q = searchValue(params.q);
  return pageRead("portal purchase orders", caller, async (db, who) => {
    const [list, vendors] = await Promise.all([
      listPurchaseOrders(db, who, { cursor, q }),
      isStaff(who) ? listOrganisations(db, who, { kind: "vendor" }) : Promise.resolve([]),
    ]);
    const states = vendors.length
      ? await db.select({ id: vendorProfiles.organisationId, stateCode: vendorProfiles.stateCode }).from(vendorProfiles)
      : [];
    const stateOf = new Map(states.map((s) => [s.id, s.stateCode]));
    return {
      ...list,
      q,
      vendors: vendors.map((v) => ({ id: v.id, name: v.name, stateCode: stateOf.get(v.id) ?? null })),
    };
  });
}

/** One order; not the caller's to see: the not-found page. Cached, so the gate layout and its page read once. */
export const loadPurchaseOrder = cache((caller: Caller, id: string) =>
  pageRead("portal purchase order", caller, (db, who) => getPurchaseOrder(db, who, id)),
);
