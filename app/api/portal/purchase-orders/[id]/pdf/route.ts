// GET /api/portal/purchase-orders/:id/pdf: the order as a PDF made on the server (lib/workspace/order-pdf.ts), for
// its vendor and staff; `?disposition=inline` opens it in the browser's viewer, under the inline files' policy.
import { portalRoute } from "@/lib/portal/api-gate";
import { bodyLengthHeader } from "@/lib/http/responses";
import { apiPolicy, inlineFilePolicy } from "@/lib/security/headers";
import { fileDisposition } from "@/lib/workspace/file-types";
import { purchaseOrderPdf } from "@/lib/workspace/order-pdf";
import { getPurchaseOrder } from "@/lib/workspace/purchase-orders";

export const GET = portalRoute<{ id: string }>(
  "portal purchase order pdf",
  ["admin", "employee", "vendor"],
  async ({ request, caller, db, params }) => {
    const order = await getPurchaseOrder(db, caller, params.id);
    const bytes = await purchaseOrderPdf(order);
    const length = String(bytes.byteLength);
    const inline = new URL(request.url).searchParams.get("disposition") === "inline";
    const name = `purchase-order-${order.number}.pdf`;
    return new Response(new Uint8Array(bytes), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Length": length,
        [bodyLengthHeader]: length,
        "Content-Disposition": fileDisposition(name, "application/pdf", inline ? "inline" : "attachment"),
        "X-Content-Type-Options": "nosniff",
        "Content-Security-Policy": inline ? inlineFilePolicy : apiPolicy,
        "Cache-Control": "private, no-store",
      },
    });
  },
);
