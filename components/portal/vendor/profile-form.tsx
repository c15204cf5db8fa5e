"use client";
// The vendor's tax and bank profile form: the GSTIN's state and PAN are read as it is typed (the server checks the
// check character again), and a change of bank details says it will wait for Nexora's verification.
import { useState, type FormEvent } from "react";
import { buttonClass } from "@/components/ui/button";
import { Field, SelectField, TextField } from "@/components/ui/field";
import { saveVendorProfileAction } from "@/lib/actions/vendor/save-profile";
import { msmeCategories } from "@/lib/workspace/gst";
import { parseGstin } from "@/lib/workspace/gstin";
import { textLimits } from "@/lib/workspace/vocabulary";
import { useAction } from "../use-action";
import { FormMessage } from "../workspace/form-message";

export type ProfileValues = {
  legalName: string;
  gstin: string;
  udyam: string | null;
  msmeCategory: string | null;
  bankAccount: string;
  ifsc: string;
  eInvoicing: boolean;
};

const categoryLabels: Record<(typeof msmeCategories)[number], string> = {
  micro: "Micro",
  small: "Small",
  medium: "Medium",
};

export function VendorProfileForm({ profile }: { profile: ProfileValues | null }) {
  const [gstin, setGstin] = useState(profile?.gstin ?? "");
  const { run, pending, error, fields, done } = useAction(saveVendorProfileAction, {
    done: "Profile saved. New bank details are used once Nexora has verified them.",
  });
  const parsed = gstin.trim().length >= 15 ? parseGstin(gstin) : null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void run(new FormData(event.currentTarget));
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-busy={pending}
      className="mt-6 grid max-w-3xl gap-4 rounded-2xl border border-slate-200 bg-white p-5 sm:grid-cols-2"
    >
      <TextField
        compact
        id="legalName"
        name="legalName"
        label="Legal name (as on the GST registration)"
        outer="sm:col-span-2"
        required
        maxLength={textLimits.legalName}
        defaultValue={profile?.legalName}
        error={fields.legalName}
        autoComplete="organization"
      />
      <TextField
        compact
        id="gstin"
        name="gstin"
        label="GSTIN"
        required
        maxLength={15}
        value={gstin}
        onChange={(event) => setGstin(event.target.value)}
        error={fields.gstin ?? (parsed && !parsed.ok ? parsed.error : undefined)}
        hint={parsed?.ok ? `${parsed.state}, PAN ${parsed.pan}` : "15 characters, such as 27AAPFU0939F1ZV."}
        autoComplete="off"
        className="uppercase"
      />
      <Field compact id="eInvoicing" label="E-invoicing" error={fields.eInvoicing}>
        <label className="flex min-h-11 items-center gap-2 text-slate-700">
          <input
            id="eInvoicing"
            name="eInvoicing"
            type="checkbox"
            value="true"
            defaultChecked={profile?.eInvoicing}
            className="size-5"
          />
          Turnover of ₹5 crore or more: our invoices carry an IRN
        </label>
      </Field>
      <TextField
        compact
        id="udyam"
        name="udyam"
        label="Udyam registration number"
        optional
        defaultValue={profile?.udyam ?? ""}
        error={fields.udyam}
        placeholder="UDYAM-MH-01-0012345"
        autoComplete="off"
        className="uppercase"
      />
      <SelectField
        compact
        id="msmeCategory"
        name="msmeCategory"
        label="MSME category"
        optional
        placeholder="Not an MSME"
        defaultValue={profile?.msmeCategory ?? ""}
        error={fields.msmeCategory}
        options={msmeCategories.map((c) => ({ value: c, label: categoryLabels[c] }))}
      />
      <TextField
        compact
        id="bankAccount"
        name="bankAccount"
        label="Bank account number"
        required
        inputMode="numeric"
        defaultValue={profile?.bankAccount}
        error={fields.bankAccount}
        hint="A change waits for Nexora to verify it before a payment uses it."
        autoComplete="off"
      />
      <TextField
        compact
        id="ifsc"
        name="ifsc"
        label="IFSC"
        required
        maxLength={11}
        defaultValue={profile?.ifsc}
        error={fields.ifsc}
        placeholder="HDFC0001234"
        autoComplete="off"
        className="uppercase"
      />
      <FormMessage error={error} done={done} />
      <div className="sm:col-span-2">
        <button type="submit" disabled={pending} className={buttonClass("primary")}>
          {pending ? "Saving…" : "Save profile"}
        </button>
      </div>
    </form>
  );
}
