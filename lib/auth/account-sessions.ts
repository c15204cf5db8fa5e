// A person's own sessions, as the Security page and /api/account/sessions show and end them; each function takes the
// user whose sessions they are, so an admin's page can call them for someone else. A row's id is the secret the
// cookie carries, so it never leaves the server: pages and the API name a session by a hash of it.
import { createHash } from "node:crypto";
import { and, desc, eq, gt, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { sessions } from "../db/schema";
import { logSecurityEvent, type RequestInfo } from "./security-log";
import { describeDevice } from "./user-agent";

export type SessionView = {
  /** The public id: a hash of the row id, useless as a credential. */
  id: string;
  current: boolean;
  device: string;
  ip: string | null;
  createdAt: Date;
  lastSeenAt: Date;
};

/** Who ended a session, for the security log: the person themself, or an admin naming theirs. */
export type RevokedBy = RequestInfo & { adminEmail?: string };

const publicIdPattern = /^[A-Za-z0-9_-]{22}$/;

/** 22 base64url characters (128 bits) of SHA-256 over the row id. */
export function publicSessionId(sid: string): string {
  return createHash("sha256").update(`nexora-session:${sid}`).digest("base64url").slice(0, 22);
}

const live = (userId: string, now: Date) =>
  and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now));

/** The user's live sessions (neither revoked nor expired), most recently used first. */
export async function listSessions(
  db: Db,
  userId: string,
  currentSessionId?: string,
  now = new Date(),
): Promise<SessionView[]> {
  const seen = sql<Date>`coalesce(${sessions.lastSeenAt}, ${sessions.createdAt})`;
  const rows = await db
    .select({
      id: sessions.id,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(live(userId, now))
    .orderBy(desc(seen), desc(sessions.createdAt));
  return rows.map((row) => ({
    id: publicSessionId(row.id),
    current: row.id === currentSessionId,
    device: describeDevice(row.userAgent),
    ip: row.ip,
    createdAt: row.createdAt,
    lastSeenAt: row.lastSeenAt ?? row.createdAt,
  }));
}

function detailOf(by: RevokedBy | undefined, what: string): string {
  return by?.adminEmail ? `${what} by admin ${by.adminEmail}` : what;
}

/**
 * Ends one of the user's live sessions, named by its public id. False when the user has no such live session
 * (someone else's, unknown, already ended or malformed: the caller answers 404 for all of them alike).
 */
export async function revokeSession(
  db: Db,
  userId: string,
  sessionId: string,
  now = new Date(),
  by?: RevokedBy,
): Promise<boolean> {
  if (typeof sessionId !== "string" || !publicIdPattern.test(sessionId)) return false;
  // A person holds a handful of live sessions: hashing each beats storing a second id.
  const rows = await db.select({ id: sessions.id }).from(sessions).where(live(userId, now));
  const target = rows.find((row) => publicSessionId(row.id) === sessionId);
  if (!target) return false;
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, target.id), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  if (ended.length === 0) return false;
  await logSecurityEvent(
    db,
    "session_revoked",
    { userId, ip: by?.ip, userAgent: by?.userAgent, detail: detailOf(by, "one session") },
    now,
  );
  return true;
}

/** Ends every live session of the user but `keepSessionId` (the row id of the caller's own; none: all). */
export async function revokeOtherSessions(
  db: Db,
  userId: string,
  keepSessionId: string | undefined,
  now = new Date(),
  by?: RevokedBy,
): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(live(userId, now), keepSessionId ? ne(sessions.id, keepSessionId) : undefined))
    .returning({ id: sessions.id });
  if (ended.length > 0)
    await logSecurityEvent(
      db,
      "sessions_revoked",
      { userId, ip: by?.ip, userAgent: by?.userAgent, detail: detailOf(by, `${ended.length} other sessions`) },
      now,
    );
  return ended.length;
}
