"use server";
// The vendor's one move on a purchase order: acknowledge it (lib/workspace refuses any other).
import { revalidatePath } from "next/cache";
import { authorisedAction } from "@/lib/portal/action";
import { setPurchaseOrderStatus } from "@/lib/workspace/purchase-orders";
import { purchaseOrderUpdateFormSchema } from "@/lib/workspace/vendor-schemas";

const acknowledge = authorisedAction(
  "acknowledge purchase order",
  "vendor",
  purchaseOrderUpdateFormSchema,
  async (input, context) => {
    const result = await setPurchaseOrderStatus(context.db, context.caller, input.id, input.status, context.now);
    revalidatePath("/vendor", "layout");
    return result;
  },
);

export async function acknowledgeOrderAction(form: FormData) {
  return acknowledge(form);
}
