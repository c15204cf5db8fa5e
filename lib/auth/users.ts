// The user directory: find, add, remove, change role, (de)activate. Changes that end access revoke live sessions.
import { and, asc, count, eq } from "drizzle-orm";
import { z } from "zod";
import { organisationRef, trackActivity, type ActivityAction, type Actor } from "../activity/track";
import type { Db } from "../db/client";
import { users, type User } from "../db/schema";
import { emailMaxLength, emailPattern } from "../validation/email";
import { isAcceptableLine, visible } from "../validation/text";
import { isRole, type Role } from "./roles";
import { revokeUserSessions } from "./session-store";

export type UserDirectoryReason =
  "invalid_email" | "email_characters" | "invalid_name" | "name_characters" | "invalid_role" | "exists" | "not_found";

/** A refusal: `reason` is the key the admin view shows; the message (input spelled out by `visible`) is for the CLI. */
export class UserDirectoryError extends Error {
  override name = "UserDirectoryError";
  constructor(
    readonly reason: UserDirectoryReason,
    message: string,
  ) {
    super(message);
  }
}

/** Addresses are stored and compared trimmed and lower-case. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

const emailSchema = z.string().max(emailMaxLength).regex(emailPattern);

function acceptableEmail(email: string): void {
  if (isAcceptableLine(email)) return;
  throw new UserDirectoryError(
    "email_characters",
    `The e-mail address "${visible(email)}" contains characters we cannot accept.`,
  );
}

function validEmail(email: string): string {
  acceptableEmail(email);
  const normalised = normaliseEmail(email);
  if (emailSchema.safeParse(normalised).success) return normalised;
  throw new UserDirectoryError("invalid_email", `"${visible(email)}" is not a valid e-mail address.`);
}

function validName(name: string): string {
  if (!isAcceptableLine(name)) {
    throw new UserDirectoryError(
      "name_characters",
      `The name "${visible(name)}" contains characters we cannot accept.`,
    );
  }
  const trimmed = name.trim();
  if (trimmed.length >= 1 && trimmed.length <= 100) return trimmed;
  throw new UserDirectoryError("invalid_name", "A name must be between 1 and 100 characters long.");
}

function validRole(role: string): Role {
  if (isRole(role)) return role;
  throw new UserDirectoryError(
    "invalid_role",
    `"${visible(role)}" is not a role: use admin, employee, client or vendor.`,
  );
}

/** "priya.deshmukh@x" → "Priya Deshmukh", for users added without a name. */
export function nameFromEmail(email: string): string {
  const local = email.split("@")[0] ?? email;
  const words = local.split(/[._\-+]+/).filter(Boolean);
  return words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(" ") || local;
}

export async function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.email, normaliseEmail(email)))
    .limit(1);
  return user;
}

export async function findActiveUser(db: Db, email: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, normaliseEmail(email)), eq(users.active, true)))
    .limit(1);
  return user;
}

export async function listUsers(db: Db): Promise<User[]> {
  return db.select().from(users).orderBy(asc(users.role), asc(users.email));
}

export async function countUsers(db: Db, filter: { role?: Role; active?: boolean } = {}): Promise<number> {
  const conditions = [
    filter.role ? eq(users.role, filter.role) : undefined,
    filter.active === undefined ? undefined : eq(users.active, filter.active),
  ];
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(...conditions));
  return row?.n ?? 0;
}

/** The activity record of a change to a user; `by` is the admin, or null for the command line and the server. */
function trackUser(db: Db, user: User, action: ActivityAction<"user">, by: Actor, change: object, now: Date) {
  const resource = { type: "user", id: user.id } as const;
  const organisationId = user.organisationId;
  return trackActivity(db, { resource, action, organisationId, actor: by, change: { ...change } }, now);
}

export async function addUser(
  db: Db,
  input: { email: string; role: string; name?: string },
  now = new Date(),
  by: Actor = null,
): Promise<User> {
  const email = validEmail(input.email);
  const role = validRole(input.role);
  const name = validName(input.name ?? nameFromEmail(email));
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ email, name, role, createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning();
    if (!user) throw new UserDirectoryError("exists", `${email} is already a user.`);
    await trackUser(tx, user, "created", by, { email, name, role }, now);
    return user;
  });
}

async function existing(db: Db, email: string): Promise<User> {
  acceptableEmail(email);
  const user = await findUserByEmail(db, email);
  if (!user) throw new UserDirectoryError("not_found", `${visible(normaliseEmail(email))} is not a user.`);
  return user;
}

export async function removeUser(db: Db, email: string, now = new Date(), by: Actor = null): Promise<User> {
  const user = await existing(db, email);
  await db.transaction(async (tx) => {
    await revokeUserSessions(tx, user.id, now);
    await tx.delete(users).where(eq(users.id, user.id));
    await trackUser(tx, user, "removed", by, { email: user.email, name: user.name, role: user.role }, now);
  });
  return user;
}

export async function setUserRole(
  db: Db,
  email: string,
  role: string,
  now = new Date(),
  by: Actor = null,
): Promise<User> {
  const next = validRole(role);
  const user = await existing(db, email);
  if (user.role === next) return user;
  return db.transaction(async (tx) => {
    await revokeUserSessions(tx, user.id, now);
    // Any change of role leaves the organisation: staff belong to none, and a client's company is not a vendor's.
    const [updated] = await tx
      .update(users)
      .set({ role: next, organisationId: null, updatedAt: now })
      .where(eq(users.id, user.id))
      .returning();
    const change = {
      role: { from: user.role, to: next },
      ...(user.organisationId
        ? { organisation: { from: await organisationRef(tx, user.organisationId), to: null } }
        : {}),
    };
    await trackUser(tx, user, "updated", by, change, now);
    return updated ?? user;
  });
}

export async function setUserActive(
  db: Db,
  email: string,
  active: boolean,
  now = new Date(),
  by: Actor = null,
): Promise<User> {
  const user = await existing(db, email);
  if (user.active === active) return user;
  return db.transaction(async (tx) => {
    if (!active) await revokeUserSessions(tx, user.id, now);
    const [updated] = await tx.update(users).set({ active, updatedAt: now }).where(eq(users.id, user.id)).returning();
    await trackUser(tx, user, "updated", by, { active: { from: user.active, to: active } }, now);
    return updated ?? user;
  });
}
