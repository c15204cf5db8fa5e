// Session rows in the database: one per sign-in, so a session can be revoked (logout, removal, deactivation, role
// change). The cookie (lib/auth/cookie.ts) carries the row's id; pages reach both through lib/auth/session.ts.
import { randomBytes } from "node:crypto";
import { and, count, eq, gt, isNull, lte, or } from "drizzle-orm";
import type { Db } from "../db/client";
import { sessions, users } from "../db/schema";
import type { Role } from "./roles";
import type { SealedSession, SessionData } from "./cookie";

const HOUR = 3600;
const DAY = 24 * HOUR;

/** Seconds: a browser-session sign-in ends after 12 h at most; "remember this device" lasts 30 days, 7 for admins. */
export const sessionLifetimes = { browser: 12 * HOUR, remember: 30 * DAY, rememberAdmin: 7 * DAY } as const;

export function sessionLifetimeSeconds(role: Role, remember: boolean): number {
  if (!remember) return sessionLifetimes.browser;
  return role === "admin" ? sessionLifetimes.rememberAdmin : sessionLifetimes.remember;
}

/** A session's last-seen time is written at most this often: one small update per session every few minutes. */
export const lastSeenRefreshSeconds = 5 * 60;

/** What pages and routes get to know about the signed-in user: never the whole row. */
export type SessionUser = { id: string; name: string; email: string; role: Role; organisationId: string | null };

export async function createSession(
  db: Db,
  input: { user: { id: string; role: Role }; remember: boolean; ip?: string; userAgent?: string },
  now: Date,
): Promise<SealedSession> {
  const lifetimeSeconds = sessionLifetimeSeconds(input.user.role, input.remember);
  const id = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + lifetimeSeconds * 1000);
  await db.insert(sessions).values({
    id,
    userId: input.user.id,
    role: input.user.role,
    remember: input.remember,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    ip: input.ip ?? null,
    userAgent: input.userAgent ?? null,
  });
  // Every way in (a code, a passkey) makes a session here, so this is where "last signed in" is kept.
  await db.update(users).set({ lastSignedInAt: now }).where(eq(users.id, input.user.id));
  return {
    data: { sid: id, role: input.user.role, exp: expiresAt.getTime() },
    lifetimeSeconds,
    persistent: input.remember,
  };
}

/**
 * The user behind a (validly sealed) session, or null: the row must exist, be neither revoked nor
 * expired, and its user must be active with the same role as the row and the cookie.
 */
export async function loadSessionUser(db: Db, data: SessionData, now: Date): Promise<SessionUser | null> {
  if (data.exp <= now.getTime()) return null;
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      organisationId: users.organisationId,
      sessionRole: sessions.role,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.id, data.sid), isNull(sessions.revokedAt), gt(sessions.expiresAt, now), eq(users.active, true)),
    )
    .limit(1);
  if (!row || row.role !== row.sessionRole || row.role !== data.role) return null;
  await touchSession(db, data.sid, row.lastSeenAt, now);
  return { id: row.id, name: row.name, email: row.email, role: row.role, organisationId: row.organisationId };
}

/**
 * Marks the session seen, unless that was done in the last few minutes: most requests write nothing. The condition
 * is repeated in the update, so instances racing on one session write it once.
 */
async function touchSession(db: Db, sid: string, lastSeenAt: Date | null, now: Date): Promise<void> {
  const due = new Date(now.getTime() - lastSeenRefreshSeconds * 1000);
  if (lastSeenAt && lastSeenAt > due) return;
  await db
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(and(eq(sessions.id, sid), or(isNull(sessions.lastSeenAt), lte(sessions.lastSeenAt, due))));
}

/** Revokes one session; returns its user id when it was live. */
export async function revokeSession(db: Db, sid: string, now: Date): Promise<string | undefined> {
  const [row] = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sid), isNull(sessions.revokedAt)))
    .returning({ userId: sessions.userId });
  return row?.userId;
}

export async function revokeUserSessions(db: Db, userId: string, now: Date): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length;
}

/** Live sessions, for the admin dashboard. */
export async function countActiveSessions(db: Db, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(sessions)
    .where(and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
  return row?.n ?? 0;
}
