"use server";
// The staff's purchase order actions (employee and admin pages): issue an order, mark it delivered or closed.
import { revalidatePath } from "next/cache";
import { authorisedAction } from "@/lib/portal/action";
import { issuePurchaseOrder, setPurchaseOrderStatus } from "@/lib/workspace/purchase-orders";
import { purchaseOrderFormSchema, purchaseOrderUpdateFormSchema } from "@/lib/workspace/vendor-schemas";

const staff = ["admin", "employee"] as const;

const issue = authorisedAction("issue purchase order", staff, purchaseOrderFormSchema, async (input, context) => {
  const result = await issuePurchaseOrder(context.db, context.caller, input, context.now);
  revalidatePath(`/${context.caller.role}/purchase-orders`, "layout");
  return result;
});

const change = authorisedAction(
  "purchase order status",
  staff,
  purchaseOrderUpdateFormSchema,
  async (input, context) => {
    const result = await setPurchaseOrderStatus(context.db, context.caller, input.id, input.status, context.now);
    revalidatePath(`/${context.caller.role}/purchase-orders`, "layout");
    return result;
  },
);

export async function issueOrderAction(form: FormData) {
  return issue(form);
}

export async function setOrderStatusAction(form: FormData) {
  return change(form);
}
