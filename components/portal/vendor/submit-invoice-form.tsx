"use client";
// The vendor's invoice form: uploads the PDF to /api/portal/files (held for this invoice), then posts the invoice's
// JSON to /api/portal/invoices, and opens the new invoice. The server decides; the form shows its sentence.
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { buttonClass } from "@/components/ui/button";
import { fieldClass, labelClass } from "@/components/portal/invoices/action-form";
import { formatInr, parseRupees } from "@/lib/workspace/money";
import { textLimits } from "@/lib/workspace/vocabulary";

export type OrderChoice = { id: string; number: string; title: string; remainingPaise: number };
export type InvoiceDefaults = { purchaseOrderId?: string; amount?: string; dueDate?: string; replacesId?: string };

type Errors = Partial<Record<"number" | "amount" | "dueDate" | "purchaseOrderId" | "fileId" | "form", string>>;

async function errorOf(response: Response): Promise<{ error: string; fields?: Record<string, string> }> {
  const body = (await response.json().catch(() => ({}))) as { error?: string; fields?: Record<string, string> };
  return { error: body.error ?? "That did not work. Please try again.", fields: body.fields };
}

export function SubmitInvoiceForm({ orders, defaults }: { orders: OrderChoice[]; defaults: InvoiceDefaults }) {
  const router = useRouter();
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const amount = parseRupees(String(form.get("amount") ?? ""));
    const file = form.get("file");
    const found: Errors = {};
    if (!amount.ok) found.amount = amount.error;
    if (!(file instanceof File) || file.size === 0) found.fileId = "Please attach the invoice as a PDF.";
    if (found.amount || found.fileId) return setErrors({ ...found, form: found.amount ?? found.fileId });
    setBusy(true);
    setErrors({});
    try {
      const upload = new FormData();
      upload.set("file", file as File);
      const stored = await fetch("/api/portal/files", { method: "POST", body: upload });
      if (stored.status !== 201) {
        const { error } = await errorOf(stored);
        return setErrors({ fileId: error, form: error });
      }
      const { id: fileId } = (await stored.json()) as { id: string };
      const response = await fetch("/api/portal/invoices", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          number: form.get("number"),
          amount: amount.ok ? amount.paise : 0,
          dueDate: form.get("dueDate"),
          purchaseOrderId: form.get("purchaseOrderId") || undefined,
          replacesId: defaults.replacesId,
          fileId,
        }),
      });
      if (response.status !== 201) {
        const { error, fields } = await errorOf(response);
        return setErrors({ ...fields, form: error });
      }
      const { id } = (await response.json()) as { id: string };
      router.push(`/vendor/invoices/${id}`);
    } catch {
      setErrors({ form: "The invoice could not be sent. Check your connection and try again." });
    } finally {
      setBusy(false);
    }
  }

  const describe = (key: keyof Errors) =>
    errors[key] ? { "aria-invalid": true, "aria-describedby": `${key}-error` } : {};
  const fieldError = (key: keyof Errors) =>
    errors[key] ? (
      <span id={`${key}-error`} className="text-sm text-red-800">
        {errors[key]}
      </span>
    ) : null;

  return (
    <form
      onSubmit={submit}
      noValidate
      className="mt-6 grid max-w-3xl gap-4 rounded-2xl border border-slate-200 bg-white p-5 sm:grid-cols-2"
      aria-busy={busy}
    >
      <label className={labelClass}>
        Invoice number
        <input
          name="number"
          required
          maxLength={textLimits.invoiceNumber}
          autoComplete="off"
          className={fieldClass}
          {...describe("number")}
        />
        {fieldError("number")}
      </label>
      <label className={labelClass}>
        Amount in rupees
        <input
          name="amount"
          required
          inputMode="decimal"
          placeholder="12,50,000.00"
          defaultValue={defaults.amount}
          autoComplete="off"
          className={fieldClass}
          {...describe("amount")}
        />
        {fieldError("amount")}
      </label>
      <label className={labelClass}>
        Due date
        <input
          name="dueDate"
          type="date"
          required
          defaultValue={defaults.dueDate}
          className={fieldClass}
          {...describe("dueDate")}
        />
        {fieldError("dueDate")}
      </label>
      <label className={labelClass}>
        Purchase order (optional)
        <select
          name="purchaseOrderId"
          defaultValue={defaults.purchaseOrderId ?? ""}
          className={fieldClass}
          {...describe("purchaseOrderId")}
        >
          <option value="">None</option>
          {orders.map((o) => (
            <option key={o.id} value={o.id}>
              {o.number}: {o.title} ({formatInr(o.remainingPaise)} left)
            </option>
          ))}
        </select>
        {fieldError("purchaseOrderId")}
      </label>
      <label className={`${labelClass} sm:col-span-2`}>
        The invoice as a PDF
        <input
          name="file"
          type="file"
          required
          accept="application/pdf,.pdf"
          className="text-ink file:mr-3 file:h-10 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:font-semibold"
          {...describe("fileId")}
        />
        {fieldError("fileId")}
      </label>
      {errors.form ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-900 sm:col-span-2">
          {errors.form}
        </p>
      ) : null}
      <div className="sm:col-span-2">
        <button type="submit" disabled={busy} className={buttonClass("primary")}>
          {busy ? "Sending…" : "Submit invoice"}
        </button>
      </div>
    </form>
  );
}
