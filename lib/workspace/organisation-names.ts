// Organisations by name alone, for staff: the queue's organisation filter suggests them as a person types, and shows
// the name of one chosen by id.
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { organisations } from "../db/schema";
import { isStaff, type Caller } from "./caller";
import { notFound } from "./errors";
import { isUuid } from "./ids";
import type { OrganisationKind } from "./vocabulary";

export type OrganisationName = { id: string; name: string };

/** Every organisation of a kind (all kinds without one), by name; 404 to anyone but staff, as the API gate does. */
export async function organisationNames(db: Db, caller: Caller, kind?: OrganisationKind): Promise<OrganisationName[]> {
  if (!isStaff(caller)) throw notFound("organisation");
  return db
    .select({ id: organisations.id, name: organisations.name })
    .from(organisations)
    .where(kind ? eq(organisations.kind, kind) : undefined)
    .orderBy(asc(sql`lower(${organisations.name})`));
}

/** The name of the organisation a filter names by id, or the filter's own text (a name, or nothing). */
export async function organisationFilterName(db: Db, value: string | undefined): Promise<string | undefined> {
  if (!value || !isUuid(value)) return value;
  const [row] = await db
    .select({ name: organisations.name })
    .from(organisations)
    .where(and(eq(organisations.id, value)))
    .limit(1);
  return row?.name ?? value;
}
