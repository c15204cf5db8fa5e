"use client";
// What may happen next to a purchase order: the vendor acknowledges an issued one; staff mark it delivered or closed
// (closing asks first).
import { setPurchaseOrderStatusAction } from "@/lib/actions/purchase-orders/set-status";
import type { PurchaseOrderStatus } from "@/lib/workspace/vocabulary";
import { buttonClass } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useAction } from "../use-action";
import { FormMessage } from "../workspace/form-message";

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
  // One outcome for the group, kept here: once a change is made its button goes (an acknowledged order has none
  // left), and the note saying it went through stays.
  const { run, pending, error, done } = useAction((next: Change["status"]) =>
    setPurchaseOrderStatusAction(id, { status: next }),
  );
  const possible = (side === "vendor" ? vendorChanges : staffChanges).filter((c) =>
    allowedFrom[c.status].includes(status),
  );
  if (possible.length === 0 && !error && !done) return null;
  return (
    <div className="grid gap-3">
      {possible.length > 0 ? (
        <div className="flex flex-wrap gap-3">
          {possible.map((c, i) =>
            c.status === "closed" ? (
              <ConfirmDialog
                key={c.status}
                className={buttonClass(i === 0 ? "primary" : "secondary")}
                disabled={pending}
                title="Close this purchase order?"
                description="A closed order takes no more invoices. This cannot be undone."
                confirmLabel="Close order"
                onConfirm={() => void run(c.status, c.done)}
              >
                {c.label}
              </ConfirmDialog>
            ) : (
              <button
                key={c.status}
                type="button"
                disabled={pending}
                className={buttonClass(i === 0 ? "primary" : "secondary")}
                onClick={() => void run(c.status, c.done)}
              >
                {c.label}
              </button>
            ),
          )}
        </div>
      ) : null}
      <FormMessage error={error} done={done} />
    </div>
  );
}
