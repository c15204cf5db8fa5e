// POST /api/portal/requests/:id/messages: a reply, or for staff an internal note (`internal: true`) → 201 { id }.
import { portalRoute, readPortalJson } from "@/lib/portal/api-gate";
import { json } from "@/lib/http/responses";
import { addMessage } from "@/lib/workspace/request-writes";
import { getRequest } from "@/lib/workspace/requests";
import { messageCreateSchema } from "@/lib/workspace/schemas";

type Params = { id: string };

export const POST = portalRoute<Params>(
  "portal request message",
  ["admin", "employee", "client"],
  async ({ request, caller, db, now, params }) => {
    // Looked up before the body is read: a request the caller may not see is a 404 whatever was sent.
    await getRequest(db, caller, params.id);
    const body = await readPortalJson(request, messageCreateSchema);
    if (!body.ok) return body.response;
    return json(await addMessage(db, caller, params.id, body.data, now), { status: 201 });
  },
);
