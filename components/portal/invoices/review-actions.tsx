"use client";
// The staff's review of one invoice: approve or reject (with the reason the vendor will read) a submitted one, mark
// an approved one paid (date, UTR, TDS section and amount, confirmed with the net shown), and verify the vendor's
// bank details when they wait. Each is a server action; a decision someone else made first comes back as a sentence.
import { useState } from "react";
import { decideInvoiceAction } from "@/lib/actions/invoices/decide";
import { verifyVendorBankAction } from "@/lib/actions/vendor/verify-bank";
import { istDate, netOfTds, tdsSections } from "@/lib/workspace/gst";
import { formatInr, parseRupees } from "@/lib/workspace/money";
import { textLimits, type InvoiceStatus } from "@/lib/workspace/vocabulary";
import { buttonClass } from "@/components/ui/button";
import { ConfirmDialog, submitForm } from "@/components/ui/confirm-dialog";
import { SelectField, TextArea, TextField } from "@/components/ui/field";
import { ActionForm } from "../action-form";
import { FormMessage } from "../workspace/form-message";

/** The vendor's bank details as the reviewer needs them: none on file, waiting for verification, or verified. */
export type VendorBank = { organisation: string; verified: boolean; account: string | null } | null;

type Props = { id: string; status: InvoiceStatus; gross: number; bank: VendorBank };

export function ReviewActions({ id, status, gross, bank }: Props) {
  // The note of the last step taken, kept here: the form that took it goes once the page is read again (a rejected
  // or paid invoice has nothing left to review, verified bank details nothing to verify).
  const [note, setNote] = useState<string | null>(null);
  const open = status === "submitted" || status === "approved";
  if (!open && !note) return null;
  const decide = (form: FormData) => decideInvoiceAction(id, form);
  return (
    <section aria-labelledby="review-title" className="mt-6 max-w-3xl rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id="review-title" className="font-semibold text-ink">
        Review
      </h2>
      <FormMessage done={note} className="mt-3" />
      {open && bank && !bank.verified ? <VerifyBank bank={bank} onDone={setNote} /> : null}
      {!open ? null : status === "approved" ? (
        <MarkPaid id={id} gross={gross} onDone={setNote} />
      ) : (
        <div className="mt-3 grid gap-6">
          <ActionForm action={decide} done="Approved. The vendor has been told." onDone={setNote}>
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
          <ActionForm
            action={decide}
            done="Rejected. The vendor reads your reason."
            onDone={setNote}
            className="grid gap-3 border-t border-slate-200 pt-5"
          >
            {(fields) => (
              <>
                <input type="hidden" name="status" value="rejected" />
                <TextArea
                  compact
                  id="reject-reason"
                  label="Reason for rejecting (the vendor sees it)"
                  name="reason"
                  required
                  rows={3}
                  maxLength={textLimits.rejectionReason}
                  error={fields.reason}
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
              </>
            )}
          </ActionForm>
        </div>
      )}
    </section>
  );
}

type Step = { onDone: (note: string) => void };

function VerifyBank({ bank, onDone }: Step & { bank: NonNullable<VendorBank> }) {
  return (
    <ActionForm
      action={(form) => verifyVendorBankAction(form)}
      done="Bank details verified."
      onDone={onDone}
      className="mt-3 rounded-xl border border-amber-300 bg-amber-50 p-4"
    >
      <input type="hidden" name="organisation" value={bank.organisation} />
      <p className="text-amber-950">
        The vendor&rsquo;s bank details ({bank.account ?? "new"}) have not been verified: no payment goes out until they
        are. Check them with the vendor by phone first.
      </p>
      <ConfirmDialog
        className={buttonClass("secondary", "md", "mt-3")}
        title="Verify these bank details?"
        description="Payments to this vendor go to these details from now on."
        confirmLabel="Verify bank details"
        tone="primary"
        onConfirm={submitForm}
      >
        Verify bank details
      </ConfirmDialog>
    </ActionForm>
  );
}

/** "Mark paid": the payment's date, the bank's UTR, and any TDS; the confirmation states gross, TDS and net. */
function MarkPaid({ id, gross, onDone }: Step & { id: string; gross: number }) {
  const [tds, setTds] = useState("");
  const parsed = tds.trim() ? parseRupees(tds) : null;
  const tdsPaise = parsed?.ok ? parsed.paise : 0;
  const pay = (form: FormData) => {
    const text = (name: string) => String(form.get(name) ?? "");
    const amount = text("tdsRupees").trim() ? parseRupees(text("tdsRupees")) : null;
    if (amount && !amount.ok)
      return Promise.resolve({
        ok: false as const,
        code: "invalid" as const,
        error: amount.error,
        fields: { tdsAmount: amount.error },
      });
    return decideInvoiceAction(id, {
      status: "paid",
      paidOn: text("paidOn"),
      utr: text("utr"),
      tdsSection: text("tdsSection") || undefined,
      tdsAmount: amount?.ok ? amount.paise : undefined,
    });
  };
  return (
    <ActionForm
      action={pay}
      done="Marked paid. The vendor was sent the remittance advice."
      onDone={onDone}
      className="mt-3 grid gap-3 sm:grid-cols-2"
    >
      {(fields) => (
        <>
          <p className="text-slate-700 sm:col-span-2">Approved. Mark it paid once the payment has gone out.</p>
          <TextField
            compact
            id="paidOn"
            name="paidOn"
            type="date"
            label="Paid on"
            required
            defaultValue={istDate(new Date())}
            error={fields.paidOn}
          />
          <TextField
            compact
            id="utr"
            name="utr"
            label="UTR (the bank's reference)"
            required
            maxLength={22}
            autoComplete="off"
            className="uppercase"
            error={fields.utr}
          />
          <SelectField
            compact
            id="tdsSection"
            name="tdsSection"
            label="TDS section"
            placeholder="No TDS"
            options={tdsSections.map((s) => ({ value: s, label: `Section ${s}` }))}
            error={fields.tdsSection}
          />
          <TextField
            compact
            id="tdsRupees"
            name="tdsRupees"
            label="TDS in rupees"
            inputMode="decimal"
            placeholder="0"
            value={tds}
            onChange={(event) => setTds(event.target.value)}
            autoComplete="off"
            hint={`Net paid: ${formatInr(netOfTds(gross, tdsPaise))} of ${formatInr(gross)}.`}
            error={fields.tdsAmount}
          />
          <ConfirmDialog
            className={buttonClass("primary", "md", "justify-self-start sm:col-span-2")}
            title="Mark this invoice paid?"
            description={`Gross ${formatInr(gross)}, TDS ${formatInr(tdsPaise)}, net ${formatInr(netOfTds(gross, tdsPaise))}. The vendor is sent this as a remittance advice.`}
            confirmLabel="Mark paid"
            tone="primary"
            onConfirm={submitForm}
          >
            Mark paid
          </ConfirmDialog>
        </>
      )}
    </ActionForm>
  );
}
