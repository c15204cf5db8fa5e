"use client";
// The staff's form to issue a purchase order to a vendor organisation; the amount is typed in rupees.
import { issuePurchaseOrderAction } from "@/lib/actions/purchase-orders/issue";
import type { ActionResult } from "@/lib/actions/result";
import { parseRupees } from "@/lib/workspace/money";
import { textLimits } from "@/lib/workspace/vocabulary";
import { buttonClass } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/field";
import { ActionForm } from "../action-form";

/** The form's amount is typed in rupees; the action takes paise, as the API does. */
async function issue(form: FormData): Promise<ActionResult<{ id: string }>> {
  const text = (name: string) => String(form.get(name) ?? "");
  const amount = parseRupees(text("amount"));
  if (!amount.ok) return { ok: false, code: "invalid", error: amount.error, fields: { amount: amount.error } };
  const order = { organisation: text("organisation"), number: text("number"), title: text("title") };
  return issuePurchaseOrderAction({ ...order, amount: amount.paise });
}

export function IssueOrderForm({ vendors }: { vendors: { id: string; name: string }[] }) {
  if (vendors.length === 0)
    return (
      <p className="mt-6 max-w-3xl rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-slate-600">
        There are no vendor organisations yet. An admin adds one under Organisations.
      </p>
    );
  return (
    <section aria-labelledby="issue-title" className="mt-6 max-w-3xl rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id="issue-title" className="font-semibold text-ink">
        Issue a purchase order
      </h2>
      <ActionForm
        action={issue}
        done="Issued. The vendor's people were e-mailed."
        className="mt-3 grid gap-3 sm:grid-cols-2"
      >
        <SelectField
          compact
          id="order-vendor"
          label="Vendor"
          name="organisation"
          required
          options={vendors.map((v) => ({ value: v.id, label: v.name }))}
        />
        <TextField
          compact
          id="order-number"
          label="Order number"
          name="number"
          required
          maxLength={textLimits.orderNumber}
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
          autoComplete="off"
        />
        <TextField
          compact
          id="order-amount"
          label="Amount in rupees"
          name="amount"
          required
          inputMode="decimal"
          placeholder="12,50,000.00"
          autoComplete="off"
        />
        <div className="flex items-end">
          <button type="submit" className={buttonClass("primary")}>
            Issue order
          </button>
        </div>
      </ActionForm>
    </section>
  );
}
