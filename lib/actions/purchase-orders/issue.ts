"use server";
// A purchase order issued to a vendor organisation (staff), as POST /api/portal/purchase-orders: amounts in paise.
import { staffRoles } from "../../workspace/caller";
import { issuePurchaseOrder } from "../../workspace/purchase-orders";
import { purchaseOrderInputSchema } from "../../workspace/vendor-schemas";
import { authorisedAction } from "../safe-action";

export const issuePurchaseOrderAction = authorisedAction(
  "issue purchase order",
  staffRoles,
  purchaseOrderInputSchema,
  (input, { caller, db, now }) => issuePurchaseOrder(db, caller, input, now),
);
