// GET /api/portal/events: live updates for the signed-in person, any role, as text/event-stream (lib/live/stream.ts);
// `Last-Event-ID` resumes after the last event received.
import { getDatabase } from "@/lib/db/client";
import { portalRoute, signedInCaller } from "@/lib/portal/api-gate";
import { hubFor } from "@/lib/live/hub";
import { eventStream } from "@/lib/live/stream";
import { apiPolicy } from "@/lib/security/headers";

export const dynamic = "force-dynamic";

export const GET = portalRoute("portal events", "all", async ({ request, caller, db }) => {
  const stream = eventStream({
    db,
    caller,
    hub: hubFor(await getDatabase()),
    lastEventId: request.headers.get("last-event-id"),
    // The same person, still signed in: a revoked or expired session, or a changed role, ends the stream.
    stillSignedIn: async () => {
      const now = await signedInCaller(request, db, new Date());
      return now?.id === caller.id && now.role === caller.role;
    },
    signal: request.signal,
  });
  return new Response(stream, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      // no-transform: compression would hold the events back.
      "Cache-Control": "no-cache, no-store, no-transform",
      "Content-Security-Policy": apiPolicy,
      "X-Accel-Buffering": "no",
    },
  });
});
