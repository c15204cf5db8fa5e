"use client";
// The staff's review of one invoice: approve or reject (with the reason the vendor will read) a submitted one, mark
// an approved one paid. Each is a server action; a decision someone else made first comes back as a sentence.
import { decideInvoiceAction } from "@/lib/actions/invoices/decide";
import { textLimits, type InvoiceStatus } from "@/lib/workspace/vocabulary";
import { buttonClass } from "@/components/ui/button";
import { ConfirmDialog, submitForm } from "@/components/ui/confirm-dialog";
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
          <ConfirmDialog
            className={buttonClass("primary", "md", "mt-3")}
            title="Mark this invoice paid?"
            description="Only once the payment has gone out: the vendor is told it has been paid."
            confirmLabel="Mark paid"
            tone="primary"
            onConfirm={submitForm}
          >
            Mark paid
          </ConfirmDialog>
        </ActionForm>
      ) : (
        <div className="mt-3 grid gap-6">
          <ActionForm action={decide} done="Approved.">
            <input type="hidden" name="status" value="approved" />
            <ConfirmDialog
              className={buttonClass("primary")}
              title="Approve this invoice?"
              description="The vendor is told it is approved, and it moves on to payment."
              confirmLabel="Approve invoice"
              tone="primary"
              onConfirm={submitForm}
            >
              Approve
            </ConfirmDialog>
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
            <ConfirmDialog
              className={buttonClass("secondary", "md", "justify-self-start")}
              title="Reject this invoice?"
              description="The vendor reads your reason and may send a corrected invoice."
              confirmLabel="Reject invoice"
              onConfirm={submitForm}
            >
              Reject
            </ConfirmDialog>
          </ActionForm>
        </div>
      )}
    </section>
  );
}
