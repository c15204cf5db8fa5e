"use client";
// The staff's review of one invoice: approve or reject (with the reason the vendor will read) a submitted one, mark
// an approved one paid. Each is a server action; a decision someone else made first comes back as a sentence.
import { decideInvoiceAction } from "@/lib/actions/invoices/decide";
import { textLimits, type InvoiceStatus } from "@/lib/workspace/vocabulary";
import { buttonClass } from "@/components/ui/button";
import { TextArea } from "@/components/ui/field";
import { ActionForm } from "../action-form";

export function ReviewActions({ id, status }: { id: string; status: InvoiceStatus }) {
  if (status !== "submitted" && status !== "approved") return null;
  const decide = (form: FormData) => decideInvoiceAction(id, form);
  return (
    <section aria-labelledby="review-title" className="mt-6 max-w-3xl rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id="review-title" className="font-semibold text-ink">
        Review
      </h2>
      {status === "approved" ? (
        <ActionForm action={decide} done="Marked paid." className="mt-3">
          <input type="hidden" name="status" value="paid" />
          <p className="text-slate-700">Approved. Mark it paid once the payment has gone out.</p>
          <button type="submit" className={buttonClass("primary", "md", "mt-3")}>
            Mark paid
          </button>
        </ActionForm>
      ) : (
        <div className="mt-3 grid gap-6">
          <ActionForm action={decide} done="Approved.">
            <input type="hidden" name="status" value="approved" />
            <button type="submit" className={buttonClass("primary")}>
              Approve
            </button>
          </ActionForm>
          <ActionForm action={decide} done="Rejected." className="grid gap-3 border-t border-slate-200 pt-5">
            <input type="hidden" name="status" value="rejected" />
            <TextArea
              compact
              id="reject-reason"
              label="Reason for rejecting (the vendor sees it)"
              name="reason"
              required
              rows={3}
              maxLength={textLimits.rejectionReason}
            />
            <button type="submit" className={buttonClass("secondary", "md", "justify-self-start")}>
              Reject
            </button>
          </ActionForm>
        </div>
      )}
    </section>
  );
}
