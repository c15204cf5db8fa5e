// The session cookie: an iron-session seal of { sid, role, exp }. No database and no next/headers, so the proxy,
// route handlers (on a plain Request/Response) and pages all share it; the rows it points at are in session-store.ts.
import { getIronSession, type CookieJar, type CookieStore, type SessionOptions } from "iron-session";
import { z } from "zod";
import { sessionSecret, siteUsesHttps } from "../env";
import { roles, type Role } from "./roles";

export const SESSION_COOKIE = "nexora_session";

/** What the cookie holds: the session row's id, the role it was issued for, and when it ends (epoch ms). */
export type SessionData = { sid: string; role: Role; exp: number };

/** A session about to be written: its data, its lifetime, and whether the cookie outlives the browser. */
export type SealedSession = { data: SessionData; lifetimeSeconds: number; persistent: boolean };

const sessionDataSchema = z.object({
  sid: z.string().min(16).max(128),
  role: z.enum(roles),
  exp: z.number().int().positive(),
});

// Only used to read: a seal carries its own expiry, so the ttl given when reading does not matter.
const READ_TTL_SECONDS = 30 * 24 * 3600;

/** `__Host-` on https: the browser then insists on Secure, Path=/ and no Domain. */
export function sessionCookieName(): string {
  return siteUsesHttps() ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
}

export function sessionOptions(ttlSeconds = READ_TTL_SECONDS, persistent = true): SessionOptions {
  const attributes = { httpOnly: true, sameSite: "lax" as const, path: "/", secure: siteUsesHttps() };
  return {
    cookieName: sessionCookieName(),
    password: sessionSecret(),
    ttl: ttlSeconds,
    // Persistent: Max-Age equals the lifetime. Otherwise iron-session derives Max-Age from ttl (and an explicit
    // `maxAge: undefined` would set ttl to 0, a seal that never expires), so browserSessionJar strips it instead.
    cookieOptions: persistent ? { ...attributes, maxAge: ttlSeconds } : attributes,
    onUnsealError: (reason) => {
      if (reason !== "expired") console.warn(`[session] a session cookie was rejected (${reason})`);
    },
  };
}

/** Writes cookies without Max-Age or Expires (a browser-session cookie); deletions keep their Max-Age=0. */
function browserSessionJar(jar: CookieJar): CookieJar {
  return {
    ...jar,
    write: (name, value, options) => {
      if (value === "") return jar.write(name, value, options);
      const attributes = { ...options };
      delete attributes.maxAge;
      delete attributes.expires;
      jar.write(name, value, attributes);
    },
  };
}

export type SessionRead = { present: boolean; data: SessionData | null };

/** Reads and unseals the cookie. `present` says whether a cookie was sent at all, valid or not. */
export async function readSession(source: CookieJar | CookieStore, now = new Date()): Promise<SessionRead> {
  const name = sessionCookieName();
  const present = Boolean("read" in source ? source.read(name) : source.get(name)?.value);
  if (!present) return { present, data: null };
  const session = await getIronSession<SessionData>(source, sessionOptions());
  const parsed = sessionDataSchema.safeParse({ sid: session.sid, role: session.role, exp: session.exp });
  if (!parsed.success || parsed.data.exp <= now.getTime()) return { present, data: null };
  return { present, data: parsed.data };
}

export async function saveSession(jar: CookieJar, session: SealedSession): Promise<void> {
  const target = session.persistent ? jar : browserSessionJar(jar);
  const ironSession = await getIronSession<SessionData>(
    target,
    sessionOptions(session.lifetimeSeconds, session.persistent),
  );
  Object.assign(ironSession, session.data);
  await ironSession.save();
}

/** Expires the cookie (same name, path and flags, so the browser really drops it). */
export async function destroySession(jar: CookieJar): Promise<void> {
  const ironSession = await getIronSession<SessionData>(jar, sessionOptions());
  ironSession.destroy();
}
