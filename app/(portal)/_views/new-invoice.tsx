// A vendor's form for a new tax invoice (/vendor/invoices/new).
import type { Metadata } from "next";
import Link from "next/link";
import { SubmitInvoiceForm } from "@/components/portal/vendor/submit-invoice-form";
import { requireUser } from "@/lib/auth/session";
import { loadInvoiceForm } from "@/lib/portal/page-data/invoices";
import type { ListProps } from "./types";
import { portalPath } from "@/lib/portal/paths";
import { DetailTitle } from "@/components/portal/titled-section";

export const newMetadata: Metadata = { title: "Submit an invoice" };

export async function NewVendorInvoice({ searchParams }: ListProps) {
  const user = await requireUser("vendor");
  const { orders, resubmits, defaults, profile } = await loadInvoiceForm(user, await searchParams);
  return (
    <section aria-labelledby="view-title">
      <DetailTitle
        back={portalPath("vendor", "invoices")}
        backText="All invoices"
        title={resubmits ? `Resubmit invoice ${resubmits.number}` : "Submit a tax invoice"}
      />
      <p className="mt-1 max-w-3xl text-slate-600">
        {resubmits
          ? `It was rejected: ${resubmits.reason ?? "see its page"}. Send the corrected invoice with a new number.`
          : "Invoice an order line by line, up to what is left of each. The tax is computed from your GSTIN's state."}
      </p>
      {profile ? (
        <SubmitInvoiceForm orders={orders} defaults={defaults} profile={profile} />
      ) : (
        <p className="mt-6 max-w-3xl rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-950">
          Before your first tax invoice, please fill in your{" "}
          <Link href={portalPath("vendor", "profile")} className="font-semibold underline underline-offset-2">
            tax and bank profile
          </Link>{" "}
          (GSTIN and bank details).
        </p>
      )}
    </section>
  );
}
