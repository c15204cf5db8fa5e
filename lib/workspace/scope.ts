// Who sees which rows of projects and requests, and a person as a page shows them.
import { sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Role } from "../auth/roles";
import { isStaff, type Caller } from "./caller";
import { notFound } from "./errors";

/** Staff see every client organisation; a client its own (none before it is placed). Vendors see none of this. */
export type Scope = { staff: true } | { staff: false; organisationId: string | null };

export function scopeOf(caller: Caller): Scope {
  if (isStaff(caller)) return { staff: true };
  if (caller.role === "client") return { staff: false, organisationId: caller.organisationId };
  throw notFound("page");
}

/** The SQL condition on a row's organisation column: nothing for staff, never true for a client not yet placed. */
export function organisationCondition(scope: Scope, column: PgColumn): SQL | undefined {
  if (scope.staff) return undefined;
  return scope.organisationId ? sql`${column} = ${scope.organisationId}` : sql`false`;
}

/** A person as a page shows them: staff see addresses, clients see names only. */
export type PersonView = { name: string; role: Role; email?: string };

export function personView(viewer: Scope, row: { name: string | null; role: Role | null; email: string | null }) {
  if (row.name === null || row.role === null) return null;
  const person: PersonView = { name: row.name, role: row.role };
  if (viewer.staff && row.email) person.email = row.email;
  return person;
}
