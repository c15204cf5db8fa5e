"use client";
// The vendor withdraws its invoice while nobody has reviewed it yet; what it invoiced of the order is free again.
// Drawn on every invoice of the vendor's: once withdrawn, the form goes and its note stays.
import { useState } from "react";
import { withdrawInvoiceAction } from "@/lib/actions/invoices/withdraw";
import type { InvoiceStatus } from "@/lib/workspace/vocabulary";
import { buttonClass } from "@/components/ui/button";
import { ConfirmDialog, submitForm } from "@/components/ui/confirm-dialog";
import { ActionForm } from "../action-form";
import { FormMessage } from "../workspace/form-message";

type Props = { id: string; number: string; status: InvoiceStatus };

export function WithdrawInvoice({ id, number, status }: Props) {
  const [note, setNote] = useState<string | null>(null);
  if (status !== "submitted") return note ? <FormMessage done={note} className="mt-6 max-w-3xl" /> : null;
  return (
    <ActionForm
      action={(form) => withdrawInvoiceAction(id, form)}
      done="Withdrawn. Its quantities can be invoiced again."
      onDone={setNote}
      className="mt-6 max-w-3xl rounded-2xl border border-slate-200 bg-white p-5"
    >
      <input type="hidden" name="status" value="withdrawn" />
      <p className="text-slate-700">Nobody has reviewed it yet: you can withdraw it and send a corrected one.</p>
      <ConfirmDialog
        className={buttonClass("secondary", "md", "mt-3")}
        title={`Withdraw invoice ${number}?`}
        description="Nexora will not review or pay it. This cannot be undone."
        confirmLabel="Withdraw invoice"
        onConfirm={submitForm}
      >
        Withdraw
      </ConfirmDialog>
    </ActionForm>
  );
}
