// An employee's Support page: whom to ask about the portal.
import "server-only";
import type { Caller } from "../../workspace/caller";
import { activeStaff } from "../../workspace/members";
import { pageRead } from "./read";

/** The portal's active admins, who add people, change roles and end sign-in holds. */
export function loadPortalAdmins(caller: Caller) {
  return pageRead("support", caller, (db, who) => activeStaff(db, who, ["admin"]));
}
