"use client";
// What may happen next to a purchase order: the vendor acknowledges an issued one; staff mark it delivered or closed.
import type { ActionResult } from "@/lib/portal/action";
import type { PurchaseOrderStatus } from "@/lib/workspace/vocabulary";
import { buttonClass } from "@/components/ui/button";
import { ActionForm } from "./action-form";

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

type Props = {
  id: string;
  status: PurchaseOrderStatus;
  side: "vendor" | "staff";
  change: (form: FormData) => Promise<ActionResult<unknown>>;
};

export function OrderStatusActions({ id, status, side, change }: Props) {
  const possible = (side === "vendor" ? vendorChanges : staffChanges).filter((c) =>
    allowedFrom[c.status].includes(status),
  );
  if (possible.length === 0) return null;
  return (
    <div className="mt-4 flex max-w-3xl flex-wrap gap-3">
      {possible.map((c, i) => (
        <ActionForm key={c.status} action={change} done={c.done}>
          <input type="hidden" name="id" value={id} />
          <input type="hidden" name="status" value={c.status} />
          <button type="submit" className={buttonClass(i === 0 ? "primary" : "secondary")}>
            {c.label}
          </button>
        </ActionForm>
      ))}
    </div>
  );
}
