// A vendor organisation's tax and bank profile: the vendor's users keep it, staff read it and verify bank details.
// New bank details wait for that verification: payments use the verified pair. Every change goes to the activity
// record of the organisation (bank account numbers masked there).
import { eq } from "drizzle-orm";
import { trackActivity } from "../activity/track";
import type { Db } from "../db/client";
import { organisations, users, vendorProfiles } from "../db/schema";
import { isStaff, type Caller } from "./caller";
import { forbidden, invalid, notFound } from "./errors";
import { gstStates } from "./gstin";
import { resolveOrganisation } from "./organisations";
import type { VendorProfileInput } from "./vendor-schemas";

export const vendorProfileErrors = {
  noOrganisation: "Your account is not part of a vendor organisation yet, so it has no profile.",
  organisation: "Please name the vendor organisation (?organisation=).",
  staffOnly: "Only Nexora staff verify a vendor's bank details.",
} as const;

/** "••••••1234": the last four digits, for the activity record and the pages that need not show the whole number. */
export const maskAccount = (account: string | null) => (account ? `••••${account.slice(-4)}` : null);

export type VendorProfile = NonNullable<Awaited<ReturnType<typeof readProfile>>>;

async function readProfile(db: Db, organisationId: string) {
  const [row] = await db
    .select({
      organisation: { id: organisations.id, name: organisations.name },
      legalName: vendorProfiles.legalName,
      gstin: vendorProfiles.gstin,
      stateCode: vendorProfiles.stateCode,
      pan: vendorProfiles.pan,
      udyam: vendorProfiles.udyam,
      msmeCategory: vendorProfiles.msmeCategory,
      bankAccount: vendorProfiles.bankAccount,
      ifsc: vendorProfiles.ifsc,
      eInvoicing: vendorProfiles.eInvoicing,
      verifiedBankAccount: vendorProfiles.verifiedBankAccount,
      verifiedIfsc: vendorProfiles.verifiedIfsc,
      bankVerifiedAt: vendorProfiles.bankVerifiedAt,
      bankVerifiedBy: users.name,
      updatedAt: vendorProfiles.updatedAt,
    })
    .from(vendorProfiles)
    .innerJoin(organisations, eq(organisations.id, vendorProfiles.organisationId))
    .leftJoin(users, eq(users.id, vendorProfiles.bankVerifiedById))
    .where(eq(vendorProfiles.organisationId, organisationId));
  if (!row) return null;
  const bankVerified = row.verifiedBankAccount === row.bankAccount && row.verifiedIfsc === row.ifsc;
  return { ...row, state: gstStates[row.stateCode] ?? null, bankVerified };
}

/** The profile row a write or a tax computation needs, or null: by organisation id, no scoping (callers scope). */
export async function profileOf(db: Db, organisationId: string) {
  const [row] = await db.select().from(vendorProfiles).where(eq(vendorProfiles.organisationId, organisationId));
  return row ?? null;
}

/**
 * The profile a caller may read: a vendor its own organisation's; staff any vendor's, named by id or exact name.
 * 404 when there is none or the caller may not see it.
 */
export async function getVendorProfile(db: Db, caller: Caller, organisation?: string): Promise<VendorProfile> {
  let organisationId: string | null = null;
  if (caller.role === "vendor") organisationId = caller.organisationId;
  else if (isStaff(caller)) {
    if (!organisation)
      throw invalid(vendorProfileErrors.organisation, { organisation: vendorProfileErrors.organisation });
    organisationId = (await resolveOrganisation(db, organisation, "vendor")).id;
  }
  const profile = organisationId ? await readProfile(db, organisationId) : null;
  if (!profile) throw notFound("vendor profile");
  return profile;
}

/** A vendor's users write the profile; a change of bank details makes them wait for staff verification. */
export async function saveVendorProfile(
  db: Db,
  caller: Caller,
  input: VendorProfileInput,
  now = new Date(),
): Promise<VendorProfile> {
  if (caller.role !== "vendor") throw notFound("vendor profile");
  const organisationId = caller.organisationId;
  if (!organisationId) throw invalid(vendorProfileErrors.noOrganisation);
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(vendorProfiles)
      .where(eq(vendorProfiles.organisationId, organisationId))
      .for("update");
    const values = {
      legalName: input.legalName,
      gstin: input.gstin.gstin,
      stateCode: input.gstin.stateCode,
      pan: input.gstin.pan,
      udyam: input.udyam ?? null,
      msmeCategory: input.msmeCategory ?? null,
      bankAccount: input.bankAccount,
      ifsc: input.ifsc,
      eInvoicing: input.eInvoicing,
      updatedAt: now,
    };
    if (before) await tx.update(vendorProfiles).set(values).where(eq(vendorProfiles.organisationId, organisationId));
    else await tx.insert(vendorProfiles).values({ organisationId, ...values });
    const change: Record<string, unknown> = {};
    for (const key of ["legalName", "gstin", "udyam", "msmeCategory", "ifsc", "eInvoicing"] as const)
      if (before?.[key] !== values[key]) change[key] = { from: before?.[key] ?? null, to: values[key] };
    if (before?.bankAccount !== values.bankAccount)
      change.bankAccount = { from: maskAccount(before?.bankAccount ?? null), to: maskAccount(values.bankAccount) };
    if (Object.keys(change).length === 0) return;
    if (change.bankAccount || change.ifsc) change.bankVerification = "pending";
    const resource = { type: "organisation", id: organisationId } as const;
    await trackActivity(tx, { resource, action: "profile_updated", organisationId, actor: caller, change }, now);
  });
  return (await readProfile(db, organisationId)) as VendorProfile;
}

/** Staff verify the vendor's current bank details: from now on payments go to them. Vendors: 403. */
export async function verifyVendorBank(
  db: Db,
  caller: Caller,
  organisation: string,
  now = new Date(),
): Promise<VendorProfile> {
  if (caller.role === "vendor") throw forbidden(vendorProfileErrors.staffOnly);
  if (!isStaff(caller)) throw notFound("vendor profile");
  const vendor = await resolveOrganisation(db, organisation, "vendor");
  await db.transaction(async (tx) => {
    const [profile] = await tx
      .select()
      .from(vendorProfiles)
      .where(eq(vendorProfiles.organisationId, vendor.id))
      .for("update");
    if (!profile) throw notFound("vendor profile");
    await tx
      .update(vendorProfiles)
      .set({
        verifiedBankAccount: profile.bankAccount,
        verifiedIfsc: profile.ifsc,
        bankVerifiedAt: now,
        bankVerifiedById: caller.id,
      })
      .where(eq(vendorProfiles.organisationId, vendor.id));
    const change = { bankAccount: maskAccount(profile.bankAccount), ifsc: profile.ifsc };
    const resource = { type: "organisation", id: vendor.id } as const;
    await trackActivity(
      tx,
      { resource, action: "bank_verified", organisationId: vendor.id, actor: caller, change },
      now,
    );
  });
  return (await readProfile(db, vendor.id)) as VendorProfile;
}
