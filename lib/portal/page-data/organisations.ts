// What the organisations and users views read (admin only): the organisations, one with its members, the directory.
import "server-only";
import { cache } from "react";
import { blockedAddresses } from "../../auth/codes";
import { listUsers } from "../../auth/users";
import type { Caller } from "../../workspace/caller";
import { organisationWork } from "../../workspace/organisation-work";
import { getOrganisation, listOrganisations, type Organisation } from "../../workspace/organisations";
import { pageRead } from "./read";

export function loadOrganisationList(caller: Caller) {
  return pageRead("portal organisations", caller, (db, who) => listOrganisations(db, who));
}

/** One organisation; a missing one: the not-found page. Cached, so the gate layout and its page read once. */
export const loadOrganisation = cache((caller: Caller, id: string) =>
  pageRead("portal organisation", caller, (db, who) => getOrganisation(db, who, id)),
);

/** An organisation's work (projects and requests, or orders and invoices) and the choices its add form needs. */
export function loadOrganisationWork(caller: Caller, organisation: Organisation) {
  return pageRead("portal organisation work", caller, (db, who) => organisationWork(db, who, organisation));
}

/** The Users view: every person, each with the time an address-wide ceiling holds their sign-in until, and the
 * organisations a person may be placed in. */
export function loadUserDirectory(caller: Caller, now = new Date()) {
  return pageRead("portal users", caller, async (db, who) => {
    const [people, held, organisations] = await Promise.all([
      listUsers(db),
      blockedAddresses(db, now),
      listOrganisations(db, who),
    ]);
    const until = new Map(held.map((h) => [h.email, h.lockedUntil ?? h.codesCeilingUntil]));
    return {
      users: people.map((person) => ({ ...person, signInHeldUntil: until.get(person.email) ?? null })),
      organisations: organisations.map(({ id, name, kind }) => ({ id, name, kind })),
    };
  });
}
