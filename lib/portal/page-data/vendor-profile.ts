// What the vendor profile page reads: the vendor's own profile, or null before it is first saved.
import "server-only";
import { WorkspaceError } from "../../workspace/errors";
import { getVendorProfile } from "../../workspace/vendor-profile";
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
