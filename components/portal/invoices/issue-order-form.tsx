"use client";
// The staff's form to issue a purchase order: the vendor, number, title, delivery date, staff contact and terms, and
// its lines (description, HSN/SAC, quantity, unit, rate in rupees, GST rate). The total is computed live from the
// lines by the vendor's place of supply, never typed; the server computes it again. Loaded when staff open the panel
// (issue-order-panel.tsx); once issued, the new order's page opens.
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { issuePurchaseOrderAction } from "@/lib/actions/purchase-orders/issue";
import { refused } from "@/lib/actions/result";
import { gstRates, taxTotals } from "@/lib/workspace/gst";
import { formatInr, parseRupees } from "@/lib/workspace/money";
import { orderMessages } from "@/lib/workspace/order-messages";
import { textLimits } from "@/lib/workspace/vocabulary";
import { buttonClass } from "@/components/ui/button";
import { ConfirmDialog, submitForm } from "@/components/ui/confirm-dialog";
import { describedBy, SelectField, TextArea, TextField } from "@/components/ui/field";
import { askWhenComplete } from "../ask-when-complete";
import { useAction } from "../use-action";
import { FormMessage } from "../workspace/form-message";
import { TaxTotals } from "./tax-lines";
import { PortalIcon } from "@/components/portal/icon";

export type VendorChoice = { id: string; name: string; stateCode: string | null };

type LineDraft = {
  key: number;
  description: string;
  hsnSac: string;
  quantity: string;
  unit: string;
  rate: string;
  gstRate: string;
};

const blankLine = (key: number): LineDraft => ({
  key,
  description: "",
  hsnSac: "",
  quantity: "1",
  unit: "nos",
  rate: "",
  gstRate: "18",
});

const input = "h-10 w-full rounded-lg border border-slate-300 bg-white px-2 text-ink";

export function IssueOrderForm({ vendors, basePath }: { vendors: VendorChoice[]; basePath: string }) {
  const router = useRouter();
  const [vendorId, setVendorId] = useState("");
  const [lines, setLines] = useState<LineDraft[]>([blankLine(1)]);
  /** What is plainly missing, every field at once (the server checks everything again). */
  const problems = (form: FormData) => {
    const found: Record<string, string> = {};
    for (const field of ["organisation", "number", "title"] as const)
      if (!String(form.get(field) ?? "").trim()) found[field] = orderMessages[field];
    const rates = lines.map((l) => parseRupees(l.rate));
    const bad = rates.findIndex((r) => !r.ok);
    const rate = rates[bad];
    if (rate && !rate.ok) found.lines = `Line ${bad + 1}: ${rate.error}`;
    return found;
  };
  const { run, pending, error, fields } = useAction(
    async (form: FormData) => {
      const text = (name: string) => String(form.get(name) ?? "").trim();
      const found = problems(form);
      if (Object.keys(found).length > 0) return refused(found);
      const rates = lines.map((l) => parseRupees(l.rate));
      return issuePurchaseOrderAction({
        organisation: text("organisation"),
        number: text("number"),
        title: text("title"),
        deliveryDate: text("deliveryDate") || undefined,
        contactEmail: text("contactEmail") || undefined,
        terms: text("terms") || undefined,
        lines: lines.map((l, i) => ({
          description: l.description,
          hsnSac: l.hsnSac,
          quantity: Number(l.quantity),
          unit: l.unit,
          rate: rates[i]?.ok ? rates[i].paise : 0,
          gstRate: Number(l.gstRate),
        })),
      });
    },
    { refresh: false, onDone: ({ id }) => router.push(`${basePath}/${id}`) },
  );

  const vendor = vendors.find((v) => v.id === vendorId);
  const stateCode = vendor?.stateCode ?? null;
  const priced = lines.flatMap((l) => {
    const rate = parseRupees(l.rate);
    const quantity = Number(l.quantity);
    return rate.ok && Number.isInteger(quantity) && quantity > 0
      ? [{ quantity, rate: rate.paise, gstRate: Number(l.gstRate) }]
      : [];
  });
  const totals = taxTotals(priced, stateCode);
  const change = (key: number, field: keyof LineDraft, value: string) =>
    setLines((all) => all.map((l) => (l.key === key ? { ...l, [field]: value } : l)));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    void run(new FormData(form)).then(() => undefined);
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Issue a purchase order"
      aria-busy={pending}
      className="grid grid-cols-1 gap-3 border-t border-slate-100 p-5 sm:grid-cols-2"
    >
      <SelectField
        compact
        id="order-vendor"
        label="Vendor"
        name="organisation"
        required
        placeholder="Choose a vendor"
        value={vendorId}
        onChange={(event) => setVendorId(event.target.value)}
        error={fields.organisation}
        options={vendors.map((v) => ({ value: v.id, label: v.name }))}
      />
      <TextField
        compact
        id="order-number"
        label="Order number"
        name="number"
        required
        maxLength={textLimits.orderNumber}
        error={fields.number}
        autoComplete="off"
      />
      <TextField
        compact
        id="order-title"
        label="Title"
        outer="sm:col-span-2"
        name="title"
        required
        maxLength={textLimits.orderTitle}
        error={fields.title}
        autoComplete="off"
      />
      <TextField
        compact
        id="order-delivery"
        label="Delivery by"
        name="deliveryDate"
        type="date"
        optional
        error={fields.deliveryDate}
      />
      <TextField
        compact
        id="order-contact"
        label="Nexora contact's e-mail"
        name="contactEmail"
        type="email"
        optional
        hint="You, unless you name a colleague."
        error={fields.contactEmail}
        autoComplete="off"
      />
      <fieldset className="min-w-0 sm:col-span-2" {...describedBy({ id: "lines", error: fields.lines })}>
        <legend className="text-sm font-medium text-slate-700">Lines</legend>
        <ol className="mt-2 grid gap-3">
          {lines.map((line, i) => (
            <li key={line.key} className="grid gap-2 rounded-xl border border-slate-200 p-3 sm:grid-cols-6">
              <label className="grid gap-1 text-sm text-slate-700 sm:col-span-6">
                Line {i + 1}: description
                <input
                  className={input}
                  value={line.description}
                  maxLength={textLimits.lineDescription}
                  onChange={(e) => change(line.key, "description", e.target.value)}
                />
              </label>
              <label className="grid gap-1 text-sm text-slate-700">
                HSN/SAC
                <input
                  className={input}
                  inputMode="numeric"
                  value={line.hsnSac}
                  maxLength={8}
                  onChange={(e) => change(line.key, "hsnSac", e.target.value)}
                />
              </label>
              <label className="grid gap-1 text-sm text-slate-700">
                Quantity
                <input
                  className={input}
                  type="number"
                  min={1}
                  step={1}
                  value={line.quantity}
                  onChange={(e) => change(line.key, "quantity", e.target.value)}
                />
              </label>
              <label className="grid gap-1 text-sm text-slate-700">
                Unit
                <input
                  className={input}
                  value={line.unit}
                  maxLength={textLimits.lineUnit}
                  onChange={(e) => change(line.key, "unit", e.target.value)}
                />
              </label>
              <label className="grid gap-1 text-sm text-slate-700 sm:col-span-2">
                Rate in rupees (before GST)
                <input
                  className={input}
                  inputMode="decimal"
                  value={line.rate}
                  onChange={(e) => change(line.key, "rate", e.target.value)}
                />
              </label>
              <label className="grid gap-1 text-sm text-slate-700">
                GST rate
                <select
                  className={input}
                  value={line.gstRate}
                  onChange={(e) => change(line.key, "gstRate", e.target.value)}
                >
                  {gstRates.map((r) => (
                    <option key={r} value={r}>
                      {r}%
                    </option>
                  ))}
                </select>
              </label>
              {lines.length > 1 ? (
                <button
                  type="button"
                  className={buttonClass("ghost", "sm", "justify-self-start sm:col-span-5")}
                  onClick={() => setLines((all) => all.filter((l) => l.key !== line.key))}
                >
                  <PortalIcon name="trash" className="size-4" /> Remove line {i + 1}
                </button>
              ) : null}
            </li>
          ))}
        </ol>
        {fields.lines ? (
          <p id="lines-error" className="mt-1 text-sm font-medium text-red-700">
            {fields.lines}
          </p>
        ) : null}
        <button
          type="button"
          className={buttonClass("secondary", "sm", "mt-3")}
          onClick={() => setLines((all) => [...all, blankLine(Math.max(0, ...all.map((l) => l.key)) + 1)])}
        >
          <PortalIcon name="plus" className="size-4" /> Add a line
        </button>
        <div aria-live="polite" aria-atomic="true">
          <p className="mt-3 text-sm text-slate-600">
            {stateCode === "27"
              ? "The vendor is in Maharashtra: CGST and SGST."
              : stateCode
                ? "The vendor is outside Maharashtra: IGST."
                : "The vendor has no GST profile yet: IGST is assumed."}
          </p>
          <TaxTotals totals={totals} />
        </div>
      </fieldset>
      <TextArea
        compact
        id="order-terms"
        label="Terms"
        name="terms"
        optional
        outer="sm:col-span-2"
        rows={3}
        maxLength={textLimits.orderTerms}
        error={fields.terms}
      />
      <FormMessage error={error} />
      <div>
        {/* Money is committed and the vendor mailed: asked first, once nothing plainly missing is left. */}
        <ConfirmDialog
          className={buttonClass("primary")}
          disabled={pending}
          title="Issue this purchase order?"
          description={`${vendor?.name ?? "The vendor"} is sent an order of ${formatInr(totals.total)} with GST; it cannot be withdrawn, only closed.`}
          confirmLabel="Issue order"
          tone="primary"
          check={askWhenComplete(problems, run)}
          onConfirm={submitForm}
        >
          {pending ? "Issuing…" : "Issue order"}
        </ConfirmDialog>
      </div>
    </form>
  );
}
