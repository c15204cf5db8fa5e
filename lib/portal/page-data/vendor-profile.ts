// What the vendor profile page reads: the vendor's own profile, or null before it is first saved.
import "server-only";
import { WorkspaceError } from "../../workspace/errors";
import { getVendorProfile, maskAccount } from "../../workspace/vendor-profile";
import { pageRead } from "./read";
import type { Caller } from "../../workspace/caller";

export function loadOwnVendorProfile(caller: Caller) {
  return pageRead("portal vendor profile", caller, (db, who) =>
    getVendorProfile(db, who).catch((error: unknown) => {
      if (error instanceof WorkspaceError && error.status === 404) return null;
      throw error;
    }),
  );
}

/** For staff reviewing an invoice: the vendor's bank details as verified or waiting, or null without a profile. */
export function loadVendorBank(caller: Caller, organisationId: string) {
  return pageRead("portal vendor bank", caller, async (db, who) => {
    const profile = await getVendorProfile(db, who, organisationId).catch((error: unknown) => {
      if (error instanceof WorkspaceError && error.status === 404) return null;
      throw error;
    });
    return profile
      ? {
          organisation: profile.organisation.id,
          verified: profile.bankVerified,
          account: maskAccount(profile.bankAccount),
        }
      : null;
  });
}
