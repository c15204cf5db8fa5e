// One of a vendor's invoices, which it may withdraw while submitted or resubmit once rejected.
import type { Metadata } from "next";
import { LiveRefresh } from "@/components/portal/live-refresh";
import { InvoiceDetail } from "@/components/portal/invoices/invoice-detail";
import { WithdrawInvoice } from "@/components/portal/vendor/withdraw-invoice";
import { ButtonLink } from "@/components/ui/button";
import { requireUser } from "@/lib/auth/session";
import { loadInvoice } from "@/lib/portal/page-data/invoices";
import { markOpened } from "@/lib/portal/page-data/read-marks";
import type { DetailProps } from "./types";

export const detailMetadata: Metadata = { title: "Invoice" };

/** A vendor's invoice; a rejected one not yet replaced offers its resubmission. */
export async function VendorInvoice({ params }: DetailProps) {
  const user = await requireUser("vendor");
  const invoice = await loadInvoice(user, (await params).id);
  await markOpened(user, "invoice", invoice.id);
  const withdraw = <WithdrawInvoice id={invoice.id} number={invoice.number} status={invoice.status} />;
  const resubmit =
    invoice.status === "rejected" && !invoice.replacedBy ? (
      <div className="mt-6 max-w-3xl rounded-2xl border border-slate-200 bg-white p-5">
        <p className="text-slate-700">
          Correct what the reviewer asked for and send it again as a new invoice, with its own number.
        </p>
        <ButtonLink href={`/vendor/invoices/new?replaces=${invoice.id}`} className="mt-3">
          Resubmit
        </ButtonLink>
      </div>
    ) : null;
  return (
    <>
      <LiveRefresh topics={["invoice"]} id={invoice.id} />
      <InvoiceDetail
        invoice={invoice}
        base="/vendor"
        actions={
          <>
            {withdraw}
            {resubmit}
          </>
        }
      />
    </>
  );
}
