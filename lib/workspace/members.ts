// Who hears about an organisation's affairs: its current members, read when the notice is queued (in the writer's
// transaction), so a user moved to another organisation, deactivated or taken out hears nothing more of this one;
// and Nexora's own active staff, whom requests are assigned to.
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { isStaff, staffRoles, type Caller } from "./caller";
import { notFound } from "./errors";
import type { OrganisationKind } from "./vocabulary";

export type Member = { id: string; email: string };

/** The organisation's active users of its own kind (its clients or its vendor users), by address. */
export function currentMembers(tx: Db, organisationId: string, kind: OrganisationKind): Promise<Member[]> {
  return tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.organisationId, organisationId), eq(users.role, kind), eq(users.active, true)))
    .orderBy(asc(users.email));
}

/**
 * The person a notice is about (who opened the request, who submitted the invoice) while still a current member;
 * otherwise every current member, so the organisation still hears of it.
 */
export async function personOrMembers(
  tx: Db,
  organisationId: string,
  kind: OrganisationKind,
  personId: string | null,
): Promise<Member[]> {
  const members = await currentMembers(tx, organisationId, kind);
  const person = members.find((m) => m.id === personId);
  return person ? [person] : members;
}

export type StaffMember = { name: string; email: string };

/**
 * Nexora's active staff (admins and employees), by name: whom a request can be assigned to. With `roles`, only those:
 * the admins are whom an employee asks about their access. Staff only.
 */
export function activeStaff(
  db: Db,
  caller: Caller,
  roles: readonly (typeof staffRoles)[number][] = staffRoles,
): Promise<StaffMember[]> {
  if (!isStaff(caller)) throw notFound("page");
  return db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.active, true), inArray(users.role, [...roles])))
    .orderBy(asc(users.name), asc(users.email));
}
