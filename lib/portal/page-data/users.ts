// What the admin's Users table and a person's page read: the filtered directory, one person with their sign-in hold,
// and the organisations a person may be placed in.
import "server-only";
import { cache } from "react";
import { blockedAddresses } from "../../auth/codes";
import { getDirectoryUser, searchDirectory } from "../../auth/user-directory";
import { parseUserFilters } from "../../auth/user-state";
import type { Caller } from "../../workspace/caller";
import { listOrganisations } from "../../workspace/organisations";
import { pageRead, type SearchParams } from "./read";

const choices = (rows: { id: string; name: string; kind: "client" | "vendor" }[]) =>
  rows.map(({ id, name, kind }) => ({ id, name, kind }));

export function loadUserTable(caller: Caller, params: SearchParams) {
  const filters = parseUserFilters(params);
  return pageRead("portal users", caller, async (db, who) => {
    const [users, organisations] = await Promise.all([searchDirectory(db, who, filters), listOrganisations(db, who)]);
    return { users, organisations: choices(organisations), filters };
  });
}

/** One person; a missing one: the not-found page. Cached, so the gate layout and its page read once. */
export const loadUser = cache((caller: Caller, id: string) =>
  pageRead("portal user", caller, async (db, who, now) => {
    const user = await getDirectoryUser(db, who, id);
    const [held, organisations] = await Promise.all([blockedAddresses(db, now), listOrganisations(db, who)]);
    const hold = held.find((h) => h.email === user.email);
    return {
      user,
      signInHeldUntil: hold ? (hold.lockedUntil ?? hold.codesCeilingUntil) : null,
      organisations: choices(organisations),
    };
  }),
);
