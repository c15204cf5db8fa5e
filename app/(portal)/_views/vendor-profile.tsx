// The vendor's tax and bank profile: what Nexora's accounts team needs to accept a GST tax invoice and pay it.
import type { Metadata } from "next";
import { VendorProfileForm } from "@/components/portal/vendor/profile-form";
import { ViewHeader } from "@/components/portal/workspace/empty-state";
import { requireUser } from "@/lib/auth/session";
import { formatDateTime } from "@/lib/portal/format";
import { loadOwnVendorProfile } from "@/lib/portal/page-data/vendor-profile";
import { maskAccount } from "@/lib/workspace/vendor-profile";

export const profileMetadata: Metadata = { title: "Tax and bank profile" };

export async function VendorProfilePage() {
  const user = await requireUser("vendor");
  if (!user.organisationId)
    return (
      <section aria-labelledby="view-title">
        <ViewHeader title="Tax and bank profile" text="Your account is not part of a vendor organisation yet." />
      </section>
    );
  const profile = await loadOwnVendorProfile(user);
  const bank = !profile
    ? null
    : profile.bankVerified
      ? `Bank details verified${profile.bankVerifiedAt ? ` on ${formatDateTime(profile.bankVerifiedAt)}` : ""}${profile.bankVerifiedBy ? ` by ${profile.bankVerifiedBy}` : ""}.`
      : profile.verifiedBankAccount
        ? `New bank details wait for Nexora's verification; until then payments go to ${maskAccount(profile.verifiedBankAccount)} (${profile.verifiedIfsc}).`
        : "Your bank details wait for Nexora's verification before the first payment.";
  return (
    <section aria-labelledby="view-title">
      <ViewHeader
        title="Tax and bank profile"
        text="Your GST registration, MSME status and bank details. Invoices are checked and paid against them."
      />
      {bank ? (
        <p className="mt-4 max-w-3xl rounded-xl border border-slate-200 bg-white px-4 py-3 text-slate-700">{bank}</p>
      ) : null}
      <VendorProfileForm profile={profile} />
    </section>
  );
}
