// GET /api/account/sessions: the caller's live sessions, most recently used first, with the one making the request
// marked `current` → {items:[{id, current, device, ip, createdAt, lastSeenAt}]}.
import { listSessions } from "@/lib/auth/account-sessions";
import { requestSessionId } from "@/lib/auth/account-api";
import { json } from "@/lib/http/responses";
import { portalRoute } from "@/lib/portal/api-gate";

export const GET = portalRoute("account sessions", "all", async ({ request, caller, db, now }) => {
  const items = await listSessions(db, caller.id, await requestSessionId(request, now), now);
  return json({ items });
});
