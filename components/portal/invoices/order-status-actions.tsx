"use client";
// What may happen next to a purchase order: the vendor acknowledges an issued one; staff mark it delivered or closed.
import { setPurchaseOrderStatusAction } from "@/lib/actions/purchase-orders/set-status";
import type { PurchaseOrderStatus } from "@/lib/workspace/vocabulary";
import { buttonClass } from "@/components/ui/button";
import { ConfirmDialog, submitForm } from "@/components/ui/confirm-dialog";
import { ActionForm } from "../action-form";

type Change = { status: "acknowledged" | "delivered" | "closed"; label: string; done: string };

const vendorChanges: Change[] = [{ status: "acknowledged", label: "Acknowledge order", done: "Acknowledged." }];
const staffChanges: Change[] = [
  { status: "delivered", label: "Mark delivered", done: "Marked delivered." },
  { status: "closed", label: "Close order", done: "Closed." },
];
const allowedFrom: Record<Change["status"], readonly PurchaseOrderStatus[]> = {
  acknowledged: ["issued"],
  delivered: ["issued", "acknowledged"],
  closed: ["issued", "acknowledged", "delivered"],
};

type Props = { id: string; status: PurchaseOrderStatus; side: "vendor" | "staff" };

export function OrderStatusActions({ id, status, side }: Props) {
  const possible = (side === "vendor" ? vendorChanges : staffChanges).filter((c) =>
    allowedFrom[c.status].includes(status),
  );
  if (possible.length === 0) return null;
  return (
    <div className="mt-4 flex max-w-3xl flex-wrap gap-3">
      {possible.map((c, i) => (
        <ActionForm key={c.status} action={(form) => setPurchaseOrderStatusAction(id, form)} done={c.done}>
          <input type="hidden" name="status" value={c.status} />
          {c.status === "closed" ? (
            <ConfirmDialog
              className={buttonClass(i === 0 ? "primary" : "secondary")}
              title="Close this purchase order?"
              description="A closed order takes no more invoices. This cannot be undone."
              confirmLabel="Close order"
              onConfirm={submitForm}
            >
              {c.label}
            </ConfirmDialog>
          ) : (
            <button type="submit" className={buttonClass(i === 0 ? "primary" : "secondary")}>
              {c.label}
            </button>
          )}
        </ActionForm>
      ))}
    </div>
  );
}
