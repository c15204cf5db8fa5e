"use client";
// The vendor's invoice form: uploads the PDF to /api/portal/files (held for this invoice), then submits the invoice
// through its action, which claims the PDF, and opens the new invoice. The server decides; the form shows its sentence.
import { useRouter } from "next/navigation";
import type { FormEvent } from "react";
import { buttonClass } from "@/components/ui/button";
import { describedBy, Field, SelectField, TextField } from "@/components/ui/field";
import { submitInvoiceAction } from "@/lib/actions/invoices/submit";
import type { ActionFailure } from "@/lib/actions/result";
import { formatInr, parseRupees } from "@/lib/workspace/money";
import { textLimits } from "@/lib/workspace/vocabulary";
import { useAction } from "../use-action";
import { uploadFile } from "../workspace/uploads";

export type OrderChoice = { id: string; number: string; title: string; remainingPaise: number };
export type InvoiceDefaults = { purchaseOrderId?: string; amount?: string; dueDate?: string; replacesId?: string };

type Field = "number" | "amount" | "dueDate" | "purchaseOrderId" | "fileId";

/** A refusal found before anything was sent, in the shape the action's own refusals have. */
const refused = (fields: Partial<Record<Field, string>>): ActionFailure => ({
  ok: false,
  code: "invalid",
  error: Object.values(fields)[0] ?? "",
  fields,
});

/** The form's checks (an amount in rupees, a file), the PDF's upload, then the action with the API's payload. */
async function sendInvoice(form: FormData, replacesId: string | undefined) {
  const text = (name: string) => String(form.get(name) ?? "");
  const amount = parseRupees(text("amount"));
  const file = form.get("file");
  const found: Partial<Record<Field, string>> = {};
  if (!amount.ok) found.amount = amount.error;
  if (!(file instanceof File) || file.size === 0) found.fileId = "Please attach the invoice as a PDF.";
  if (!amount.ok || !(file instanceof File) || found.fileId) return refused(found);
  const stored = await uploadFile(file);
  if (!stored.ok) return refused({ fileId: stored.error });
  return submitInvoiceAction({
    number: text("number"),
    amount: amount.paise,
    dueDate: text("dueDate"),
    purchaseOrderId: text("purchaseOrderId") || undefined,
    replacesId,
    fileId: stored.id,
  });
}

export function SubmitInvoiceForm({ orders, defaults }: { orders: OrderChoice[]; defaults: InvoiceDefaults }) {
  const router = useRouter();
  const { run, pending, error, fields } = useAction((form: FormData) => sendInvoice(form, defaults.replacesId), {
    refresh: false,
    onDone: ({ id }) => router.push(`/vendor/invoices/${id}`),
    offline: "The invoice could not be sent. Check your connection and try again.",
  });
  const errors: Partial<Record<Field | "form", string>> = { ...fields, form: error ?? undefined };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    run(new FormData(event.currentTarget));
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="mt-6 grid max-w-3xl gap-4 rounded-2xl border border-slate-200 bg-white p-5 sm:grid-cols-2"
      aria-busy={pending}
    >
      <TextField
        compact
        id="number"
        label="Invoice number"
        error={errors.number}
        name="number"
        required
        maxLength={textLimits.invoiceNumber}
        autoComplete="off"
      />
      <TextField
        compact
        id="amount"
        label="Amount in rupees"
        error={errors.amount}
        name="amount"
        required
        inputMode="decimal"
        placeholder="12,50,000.00"
        defaultValue={defaults.amount}
        autoComplete="off"
      />
      <TextField
        compact
        id="dueDate"
        label="Due date"
        error={errors.dueDate}
        name="dueDate"
        type="date"
        required
        defaultValue={defaults.dueDate}
      />
      <SelectField
        compact
        id="purchaseOrderId"
        label="Purchase order (optional)"
        error={errors.purchaseOrderId}
        name="purchaseOrderId"
        defaultValue={defaults.purchaseOrderId ?? ""}
        placeholder="None"
        options={orders.map((o) => ({
          value: o.id,
          label: `${o.number}: ${o.title} (${formatInr(o.remainingPaise)} left)`,
        }))}
      />
      <Field compact id="fileId" label="The invoice as a PDF" error={errors.fileId} outer="sm:col-span-2">
        <input
          id="fileId"
          name="file"
          type="file"
          required
          accept="application/pdf,.pdf"
          className="text-ink file:mr-3 file:h-10 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:font-semibold"
          {...describedBy({ id: "fileId", error: errors.fileId })}
        />
      </Field>
      {errors.form ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-900 sm:col-span-2">
          {errors.form}
        </p>
      ) : null}
      <div className="sm:col-span-2">
        <button type="submit" disabled={pending} className={buttonClass("primary")}>
          {pending ? "Sending…" : "Submit invoice"}
        </button>
      </div>
    </form>
  );
}
