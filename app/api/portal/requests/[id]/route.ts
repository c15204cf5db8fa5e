// GET /api/portal/requests/:id: the request with its conversation (internal notes for staff only); PATCH: staff change
// status, priority, assignee, due date and project, a client only closes or reopens. Another organisation's request is a 404.
import { portalRoute, readPortalJson } from "@/lib/portal/api-gate";
import { json } from "@/lib/http/responses";
import { updateRequest } from "@/lib/workspace/request-writes";
import { getRequest } from "@/lib/workspace/requests";
import { markRead } from "@/lib/workspace/read-state";
import { requestUpdateSchema } from "@/lib/workspace/schemas";

type Params = { id: string };
const roles = ["admin", "employee", "client"] as const;

export const GET = portalRoute<Params>("portal request", roles, async ({ caller, db, now, params }) => {
  const request = await getRequest(db, caller, params.id, now);
  // Opening it marks it read for this person (lib/workspace/read-state.ts).
  await markRead(db, caller, "request", request.id, now);
  return json(request);
});

export const PATCH = portalRoute<Params>(
  "portal request update",
  roles,
  async ({ request, caller, db, now, params }) => {
    // Looked up before the body is read: a request the caller may not see is a 404 whatever was sent.
    await getRequest(db, caller, params.id);
    const body = await readPortalJson(request, requestUpdateSchema);
    if (!body.ok) return body.response;
    await updateRequest(db, caller, params.id, body.data, now);
    return json(await getRequest(db, caller, params.id, now));
  },
);
