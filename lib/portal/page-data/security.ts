// The Security page's data: the signed-in person's live sessions, this one marked.
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
