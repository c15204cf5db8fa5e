// Organisations: the client and vendor companies users belong to. Staff read them; admins create, rename and place
// users in them; the users CLI makes one on demand. Every change goes to the activity record.
import { and, asc, count, eq, ne, sql } from "drizzle-orm";
import { z } from "zod";
import { organisationRef, trackActivity, type Actor } from "../activity/track";
import { normaliseEmail } from "../auth/users";
import type { Db } from "../db/client";
import { organisations, users } from "../db/schema";
import { databaseRefusal } from "../db/errors";
import { singleLineString, visible } from "../validation/text";
import { isStaff, type Caller } from "./caller";
import { conflict, invalid, notFound, WorkspaceError } from "./errors";
import { isUuid } from "./ids";
import { organisationKinds, textLimits, type OrganisationKind } from "./vocabulary";

export type Organisation = typeof organisations.$inferSelect;
export type OrganisationSummary = Organisation & { memberCount: number };
export type OrganisationMember = {
  id: string;
  name: string;
  email: string;
  role: string;
  active: boolean;
  lastSignedInAt: Date | null;
};
export type OrganisationDetail = Organisation & { members: OrganisationMember[] };

/** The name rule, shared by the admin form and the server. */
export const organisationNameSchema = singleLineString("The organisation name", "Please give the organisation a name.")
  .trim()
  .min(1, "Please give the organisation a name.")
  .max(textLimits.organisationName, `An organisation name must be at most ${textLimits.organisationName} characters.`);

export const organisationKindSchema = z.enum(organisationKinds, {
  message: "An organisation is a client or a vendor.",
});

function validName(name: unknown): string {
  const parsed = organisationNameSchema.safeParse(name);
  if (parsed.success) return parsed.data;
  const message = parsed.error.issues[0]?.message ?? "Please give the organisation a name.";
  throw invalid(message, { name: message });
}

function validKind(kind: unknown): OrganisationKind {
  const parsed = organisationKindSchema.safeParse(kind);
  if (parsed.success) return parsed.data;
  throw invalid(`"${visible(String(kind))}" is not a kind of organisation: use client or vendor.`, {
    kind: "client or vendor",
  });
}

// Staff-only reads and admin-only changes answer 404 to anyone else, as the API gate does: nothing leaks.
function requireStaff(caller: Caller): void {
  if (!isStaff(caller)) throw notFound("organisation");
}
function requireAdmin(caller: Caller): void {
  if (caller.role !== "admin") throw notFound("organisation");
}

const taken = (name: string) => conflict(`An organisation called "${name}" already exists.`);

/** Every organisation with its number of members, by name; `kind` narrows the list. No caller: the CLI's view. */
export async function allOrganisations(
  db: Db,
  filter: { kind?: OrganisationKind } = {},
): Promise<OrganisationSummary[]> {
  return db
    .select({
      id: organisations.id,
      name: organisations.name,
      kind: organisations.kind,
      createdAt: organisations.createdAt,
      memberCount: count(users.id),
    })
    .from(organisations)
    .leftJoin(users, eq(users.organisationId, organisations.id))
    .where(filter.kind ? eq(organisations.kind, filter.kind) : undefined)
    .groupBy(organisations.id)
    .orderBy(asc(sql`lower(${organisations.name})`));
}

/** The admin Organisations view and the Users view's choices (staff only). */
export async function listOrganisations(
  db: Db,
  caller: Caller,
  filter: { kind?: OrganisationKind } = {},
): Promise<OrganisationSummary[]> {
  requireStaff(caller);
  return allOrganisations(db, filter);
}

export async function getOrganisation(db: Db, caller: Caller, id: string): Promise<OrganisationDetail> {
  requireStaff(caller);
  if (!isUuid(id)) throw notFound("organisation");
  const [organisation] = await db.select().from(organisations).where(eq(organisations.id, id)).limit(1);
  if (!organisation) throw notFound("organisation");
  const members = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      active: users.active,
      lastSignedInAt: users.lastSignedInAt,
    })
    .from(users)
    .where(eq(users.organisationId, id))
    .orderBy(asc(users.email));
  return { ...organisation, members };
}

/** The caller's own organisation (a client's or vendor's header), or null for staff and for someone not placed. */
export async function getCallerOrganisation(db: Db, caller: Caller): Promise<Organisation | null> {
  if (!caller.organisationId) return null;
  const [organisation] = await db
    .select()
    .from(organisations)
    .where(eq(organisations.id, caller.organisationId))
    .limit(1);
  return organisation ?? null;
}

/** An organisation named in a request body: its id or its exact name. Unknown → 400 on the `organisation` field. */
export async function resolveOrganisation(
  db: Db,
  idOrExactName: string,
  kind?: OrganisationKind,
): Promise<Organisation> {
  const ref = idOrExactName.trim();
  const [organisation] = await db
    .select()
    .from(organisations)
    .where(isUuid(ref) ? eq(organisations.id, ref) : eq(organisations.name, ref))
    .limit(1);
  if (organisation && (!kind || organisation.kind === kind)) return organisation;
  const message = kind
    ? `There is no ${kind} organisation "${visible(ref)}".`
    : `There is no organisation "${visible(ref)}".`;
  throw invalid(message, { organisation: message });
}

async function insertOrganisation(db: Db, name: string, kind: OrganisationKind, now: Date, by: Actor) {
  return db.transaction(async (tx) => {
    // The unique index is on lower(name): "ACME LTD" clashes with "Acme Ltd".
    const [row] = await tx
      .insert(organisations)
      .values({ name, kind, createdAt: now })
      .onConflictDoNothing()
      .returning();
    if (row) {
      const resource = { type: "organisation", id: row.id } as const;
      const change = { name, kind };
      await trackActivity(tx, { resource, action: "created", organisationId: row.id, actor: by, change }, now);
    }
    return row;
  });
}

/** Creates an organisation; `by` is who, for the activity record (an admin, or the CLI when absent). */
export async function addOrganisation(
  db: Db,
  input: { name: unknown; kind: unknown },
  now = new Date(),
  by?: Caller,
): Promise<Organisation> {
  const name = validName(input.name);
  const kind = validKind(input.kind);
  const row = await insertOrganisation(db, name, kind, now, by ?? null);
  if (!row) throw taken(name);
  return row;
}

export async function createOrganisation(
  db: Db,
  caller: Caller,
  input: { name: unknown; kind: unknown },
  now = new Date(),
): Promise<Organisation> {
  requireAdmin(caller);
  return addOrganisation(db, input, now, caller);
}

export async function renameOrganisation(
  db: Db,
  caller: Caller,
  id: string,
  newName: unknown,
  now = new Date(),
): Promise<Organisation> {
  requireAdmin(caller);
  const name = validName(newName);
  if (!isUuid(id)) throw notFound("organisation");
  const [other] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(and(sql`lower(${organisations.name}) = lower(${name})`, ne(organisations.id, id)))
    .limit(1);
  if (other) throw taken(name);
  try {
    return await db.transaction(async (tx) => {
      const [current] = await tx.select().from(organisations).where(eq(organisations.id, id)).for("update");
      if (!current) throw notFound("organisation");
      const [row] = await tx.update(organisations).set({ name }).where(eq(organisations.id, id)).returning();
      if (!row) throw notFound("organisation");
      const resource = { type: "organisation", id } as const;
      const change = { name: { from: current.name, to: name } };
      await trackActivity(tx, { resource, action: "updated", organisationId: id, actor: caller, change }, now);
      return row;
    });
  } catch (error) {
    // Another admin took the name between the check and the update.
    if (databaseRefusal(error)?.status === 409) throw taken(name);
    throw error;
  }
}

/** Why `role` may not join an organisation of `kind`, or null when it may. */
export function placementRefusal(role: string, kind: OrganisationKind | null): string | null {
  if (kind === null) return null;
  if (role === "admin" || role === "employee") return "Staff (admins and employees) belong to no organisation.";
  if (role !== kind) return `A ${role} user can only belong to a ${role} organisation, and this one is a ${kind}.`;
  return null;
}

/** Places a client or vendor user in an organisation of their kind, or takes them out of one (null). */
export async function setUserOrganisation(
  db: Db,
  admin: Caller,
  email: string,
  organisationId: string | null,
  now = new Date(),
) {
  requireAdmin(admin);
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.email, normaliseEmail(email)))
    .limit(1);
  if (!user) throw notFound("user");
  let organisation: Organisation | undefined;
  if (organisationId !== null) {
    if (!isUuid(organisationId)) throw notFound("organisation");
    [organisation] = await db.select().from(organisations).where(eq(organisations.id, organisationId)).limit(1);
    if (!organisation) throw notFound("organisation");
  }
  const refusal = placementRefusal(user.role, organisation?.kind ?? null);
  if (refusal) throw invalid(refusal, { organisation: refusal });
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ organisationId: organisation?.id ?? null, updatedAt: now })
      .where(eq(users.id, user.id))
      .returning();
    const to = organisation ? { id: organisation.id, name: organisation.name } : null;
    const change = { organisation: { from: await organisationRef(tx, user.organisationId), to } };
    const resource = { type: "user", id: user.id } as const;
    // Filed under the organisation joined, or the one left.
    const organisationId = organisation?.id ?? user.organisationId;
    await trackActivity(tx, { resource, action: "updated", organisationId, actor: admin, change }, now);
    return updated ?? user;
  });
}

/**
 * For the CLI: the organisation of that name (any capitalisation), created when missing. An existing one of the
 * other kind is refused with a sentence.
 */
export async function ensureOrganisation(db: Db, name: string, kind: OrganisationKind, now = new Date()) {
  const clean = validName(name);
  const find = () =>
    db
      .select()
      .from(organisations)
      .where(sql`lower(${organisations.name}) = lower(${clean})`)
      .limit(1);
  let [organisation] = await find();
  if (!organisation) {
    organisation = await insertOrganisation(db, clean, kind, now, null);
    // Someone else created it a moment ago.
    if (!organisation) [organisation] = await find();
  }
  if (!organisation) throw new WorkspaceError(409, `Could not create the organisation "${clean}"; please try again.`);
  if (organisation.kind !== kind) {
    throw invalid(`"${organisation.name}" is a ${organisation.kind} organisation, so a ${kind} user cannot join it.`);
  }
  return organisation;
}
