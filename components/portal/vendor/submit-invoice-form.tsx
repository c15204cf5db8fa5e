"use client";
// The vendor's tax invoice form: pick an order, then how much of each of its lines (at most what is left); the tax
// is computed live by place of supply (lib/workspace/gst.ts, the server's own rule), with the date, number (at most
// 16 characters), the IRN when the vendor e-invoices, the total written on the invoice, and the PDF. What is missing
// or malformed is marked on every field at once, before the PDF is uploaded to /api/portal/files; then the vendor is
// asked to confirm (the total and the order), the action claims the upload and the new invoice opens. The server
// decides.
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { buttonClass } from "@/components/ui/button";
import { ConfirmDialog, submitForm } from "@/components/ui/confirm-dialog";
import { describedBy, Field, SelectField, TextField } from "@/components/ui/field";
import { submitInvoiceAction } from "@/lib/actions/invoices/submit";
import { refused } from "@/lib/actions/result";
import {
  invoiceNumberMax,
  invoiceNumberMessage,
  invoiceNumberPattern,
  irnMessage,
  irnPattern,
  istDate,
  lineTax,
  isIntraState,
  taxTotals,
} from "@/lib/workspace/gst";
import { formatInr, parseRupees } from "@/lib/workspace/money";
import { askWhenComplete } from "../ask-when-complete";
import { useAction } from "../use-action";
import { TaxTotals } from "../invoices/tax-lines";
import { uploadFile } from "../workspace/uploads";

export type OrderLineChoice = {
  id: string;
  position: number;
  description: string;
  hsnSac: string | null;
  quantity: number;
  invoicedQuantity: number;
  unit: string;
  rate: number;
  gstRate: number;
};
export type OrderChoice = { id: string; number: string; title: string; lines: OrderLineChoice[] };
export type InvoiceDefaults = { purchaseOrderId?: string; dueDate?: string; replacesId?: string };
export type VendorTaxProfile = { stateCode: string; eInvoicing: boolean };

type Props = { orders: OrderChoice[]; defaults: InvoiceDefaults; profile: VendorTaxProfile };

export function SubmitInvoiceForm({ orders, defaults, profile }: Props) {
  const router = useRouter();
  const [orderId, setOrderId] = useState(defaults.purchaseOrderId ?? "");
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const order = orders.find((o) => o.id === orderId);
  const wanted = (order?.lines ?? [])
    .map((line) => ({ line, quantity: Number(quantities[line.id] ?? "0") }))
    .filter((w) => Number.isInteger(w.quantity) && w.quantity > 0);
  const totals = taxTotals(
    wanted.map((w) => ({ quantity: w.quantity, rate: w.line.rate, gstRate: w.line.gstRate })),
    profile.stateCode,
  );

  /** What is missing or malformed, every field at once, before anything is uploaded or asked. */
  function problems(form: FormData) {
    const text = (name: string) => String(form.get(name) ?? "").trim();
    const found: Record<string, string> = {};
    if (!order) found.purchaseOrderId = "Please choose the order you are invoicing.";
    else if (wanted.length === 0) found.lines = "Please enter a quantity for at least one line.";
    if (!text("number")) found.number = "Please give the invoice number.";
    else if (!invoiceNumberPattern.test(text("number"))) found.number = invoiceNumberMessage;
    if (!text("dueDate")) found.dueDate = "Please give the due date.";
    const stated = text("amount") ? parseRupees(text("amount")) : null;
    if (stated && !stated.ok) found.amount = stated.error;
    if (profile.eInvoicing && !irnPattern.test(text("irn"))) found.irn = irnMessage;
    const file = form.get("file");
    if (!(file instanceof File) || file.size === 0) found.fileId = "Please attach the invoice as a PDF.";
    return found;
  }

  async function send(form: FormData) {
    const text = (name: string) => String(form.get(name) ?? "").trim();
    const found = problems(form);
    const file = form.get("file");
    if (Object.keys(found).length > 0 || !(file instanceof File)) return refused(found);
    const stated = text("amount") ? parseRupees(text("amount")) : null;
    const stored = await uploadFile(file);
    if (!stored.ok) return refused({ fileId: stored.error });
    return submitInvoiceAction({
      number: text("number"),
      invoiceDate: text("invoiceDate"),
      dueDate: text("dueDate"),
      purchaseOrderId: orderId,
      lines: wanted.map((w) => ({ lineId: w.line.id, quantity: w.quantity })),
      amount: stated?.ok ? stated.paise : undefined,
      irn: text("irn") || undefined,
      replacesId: defaults.replacesId,
      fileId: stored.id,
    });
  }

  const { run, pending, error, fields } = useAction(send, {
    refresh: false,
    onDone: ({ id }) => router.push(`/vendor/invoices/${id}`),
    offline: "The invoice could not be sent. Check your connection and try again.",
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void run(new FormData(event.currentTarget));
  }

  const intraState = isIntraState(profile.stateCode);
  const lineError = Object.entries(fields).find(([key]) => key.startsWith("lines"))?.[1];
  return (
    <form
      onSubmit={submit}
      noValidate
      className="mt-6 grid max-w-4xl grid-cols-1 gap-4 rounded-2xl border border-slate-200 bg-white p-5 sm:grid-cols-2"
      aria-busy={pending}
    >
      <SelectField
        compact
        id="purchaseOrderId"
        label="Purchase order"
        outer="sm:col-span-2"
        error={fields.purchaseOrderId}
        name="purchaseOrderId"
        required
        value={orderId}
        onChange={(event) => {
          setOrderId(event.target.value);
          setQuantities({});
        }}
        placeholder="Choose an order"
        options={orders.map((o) => ({ value: o.id, label: `${o.number}: ${o.title}` }))}
      />
      {order ? (
        <fieldset className="min-w-0 sm:col-span-2" {...describedBy({ id: "lines", error: lineError })}>
          <legend className="text-sm font-medium text-slate-700">Quantities to invoice from each line</legend>
          <div className="mt-2 overflow-x-auto rounded-xl border border-slate-200">
            <table className="w-full min-w-[34rem] text-sm">
              <thead className="bg-slate-50 text-left text-slate-600">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    Line
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    Rate, GST
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    Left
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    Quantity
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    Taxable value
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {order.lines.map((line) => {
                  const left = line.quantity - line.invoicedQuantity;
                  const quantity = Number(quantities[line.id] ?? "0");
                  const amount =
                    Number.isInteger(quantity) && quantity > 0 ? lineTax({ ...line, quantity }, intraState) : null;
                  return (
                    <tr key={line.id}>
                      <td className="px-3 py-2 break-words text-ink">
                        {line.position}. {line.description}
                        {line.hsnSac ? (
                          <span className="block text-xs text-slate-500">HSN/SAC {line.hsnSac}</span>
                        ) : null}
                      </td>
                      <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                        {formatInr(line.rate)}, {line.gstRate}%
                      </td>
                      <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                        {left} {line.unit}
                      </td>
                      <td className="px-3 py-2 text-right">
                        <label className="sr-only" htmlFor={`qty-${line.id}`}>
                          Quantity of line {line.position}, at most {left}
                        </label>
                        <input
                          id={`qty-${line.id}`}
                          type="number"
                          inputMode="numeric"
                          min={0}
                          max={left}
                          step={1}
                          disabled={left <= 0}
                          value={quantities[line.id] ?? ""}
                          placeholder="0"
                          onChange={(event) => setQuantities((q) => ({ ...q, [line.id]: event.target.value }))}
                          className="h-10 w-24 rounded-lg border border-slate-300 px-2 text-right text-ink"
                        />
                      </td>
                      <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                        {amount ? formatInr(amount.taxableValue) : "—"}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {lineError ? (
            <p id="lines-error" className="mt-1 text-sm font-medium text-red-700">
              {lineError}
            </p>
          ) : null}
          <div aria-live="polite" aria-atomic="true">
            <p className="mt-3 text-sm text-slate-600">
              {intraState ? "Within Maharashtra: CGST and SGST." : "From outside Maharashtra: IGST."}
            </p>
            <TaxTotals totals={totals} />
          </div>
        </fieldset>
      ) : null}
      <TextField
        compact
        id="number"
        label="Invoice number"
        error={fields.number}
        hint={`At most ${invoiceNumberMax} characters: letters, digits, - and /.`}
        name="number"
        required
        maxLength={invoiceNumberMax}
        autoComplete="off"
      />
      <TextField
        compact
        id="invoiceDate"
        label="Invoice date"
        error={fields.invoiceDate}
        name="invoiceDate"
        type="date"
        required
        defaultValue={istDate(new Date())}
      />
      <TextField
        compact
        id="dueDate"
        label="Due date"
        error={fields.dueDate}
        name="dueDate"
        type="date"
        required
        defaultValue={defaults.dueDate}
      />
      <TextField
        compact
        id="amount"
        label="Total as written on the invoice, in rupees"
        optional
        error={fields.amount}
        hint="Nexora compares it with the computed total."
        name="amount"
        inputMode="decimal"
        autoComplete="off"
      />
      {profile.eInvoicing ? (
        <TextField
          compact
          id="irn"
          label="IRN from the e-invoice portal"
          outer="sm:col-span-2"
          error={fields.irn}
          name="irn"
          required
          maxLength={64}
          autoComplete="off"
          className="font-mono"
        />
      ) : null}
      <Field compact id="fileId" label="The invoice as a PDF" error={fields.fileId} outer="sm:col-span-2">
        <input
          id="fileId"
          name="file"
          type="file"
          required
          accept="application/pdf,.pdf"
          className="text-ink file:mr-3 file:h-10 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:font-semibold"
          {...describedBy({ id: "fileId", error: fields.fileId })}
        />
      </Field>
      {error ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-900 sm:col-span-2">
          {error}
        </p>
      ) : null}
      <div className="sm:col-span-2">
        {/* A claim on Nexora's money: asked first, once nothing missing or malformed is left. */}
        <ConfirmDialog
          className={buttonClass("primary")}
          disabled={pending}
          title="Submit this tax invoice?"
          description={`${formatInr(totals.total)} with GST, against ${order?.number ?? "the order"}. Nexora reviews it; until someone has, you can withdraw it.`}
          confirmLabel="Submit invoice"
          tone="primary"
          check={askWhenComplete(problems, run)}
          onConfirm={submitForm}
        >
          {pending ? "Sending…" : "Submit invoice"}
        </ConfirmDialog>
      </div>
    </form>
  );
}
