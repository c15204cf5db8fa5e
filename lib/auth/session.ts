// The session for pages and server actions (server-only): cookie (cookie.ts) plus row (session-store.ts), once per
// request. Every protected page and server action calls requireUser.
import "server-only";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { getDb } from "../db/client";
import { forPage } from "../http/page-errors";
import type { Role } from "./roles";
import { readSession } from "./cookie";
import { loadSessionUser, type SessionUser } from "./session-store";

export type { SessionUser } from "./session-store";

type Current = { cookiePresent: boolean; user: SessionUser | null; sessionId?: string };

// Once per request, however many components ask. A database failure becomes ServiceUnavailableError (or
// PageFailedError), logged without the session id the query carries.
const currentSession = cache(async (): Promise<Current> => {
  const now = new Date();
  const { present, data } = await readSession(await cookies(), now);
  if (!data) return { cookiePresent: present, user: null };
  const user = await forPage("session", async () => loadSessionUser(await getDb(), data, now));
  return { cookiePresent: present, user, sessionId: user ? data.sid : undefined };
});

/** The signed-in user ({ id, name, email, role } only), or null. */
export async function getCurrentUser(): Promise<SessionUser | null> {
  return (await currentSession()).user;
}

/**
 * For pages and server actions. Not signed in: to /login (with ?expired=1 when a cookie was sent but is
 * no longer valid, so the proxy clears it and the page says why). Signed in with another role: to /<role>.
 */
export async function requireUser(role?: Role): Promise<SessionUser> {
  const { cookiePresent, user } = await currentSession();
  if (!user) redirect(cookiePresent ? "/login?expired=1" : "/login");
  if (role && user.role !== role) redirect(`/${user.role}`);
  return user;
}

/** The row id of the signed-in person's own session (server-side only: it is the secret the cookie carries). */
export async function getCurrentSessionId(): Promise<string | undefined> {
  return (await currentSession()).sessionId;
}
