// The Security page's data: the signed-in person's live sessions, this one marked; and a user's, for the admin's
// user page.
import "server-only";
import { listSessions, type SessionView } from "../../auth/account-sessions";
import { getCurrentSessionId } from "../../auth/session";
import type { Caller } from "../../workspace/caller";
import { pageRead } from "./read";

export async function loadOwnSessions(caller: Caller): Promise<{ sessions: SessionView[]; now: Date }> {
  const current = await getCurrentSessionId();
  return pageRead("security sessions", caller, async (db, who, now) => ({
    sessions: await listSessions(db, who.id, current, now),
    now,
  }));
}

/** For an admin: `userId`'s live sessions (none is "this device": they are someone else's). */
export async function loadUserSessions(
  caller: Caller,
  userId: string,
): Promise<{ sessions: SessionView[]; now: Date }> {
  return pageRead("user sessions", caller, async (db, _who, now) => ({
    sessions: await listSessions(db, userId, undefined, now),
    now,
  }));
}
