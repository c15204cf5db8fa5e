"use client";
// The vendor withdraws its invoice while nobody has reviewed it yet; what it invoiced of the order is free again.
import { withdrawInvoiceAction } from "@/lib/actions/invoices/withdraw";
import { buttonClass } from "@/components/ui/button";
import { ConfirmDialog, submitForm } from "@/components/ui/confirm-dialog";
import { ActionForm } from "../action-form";

export function WithdrawInvoice({ id, number }: { id: string; number: string }) {
  return (
    <ActionForm
      action={(form) => withdrawInvoiceAction(id, form)}
      done="Withdrawn. Its quantities can be invoiced again."
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
