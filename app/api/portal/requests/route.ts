// GET /api/portal/requests (`?sort=updated|created|priority|due`, `?order=asc|desc`, newest updated first by default;
// `?q=1042` or `?q=%231042` finds request #1042; `?status=`, `?priority=`, `?sla=overdue|due_soon`, `?cursor=`; staff
// also `?organisation=` and `?assignee=me|none|<e-mail>`; `counts` per status) and POST: a client opens a request for
// its organisation, staff for one they name.
import { portalRoute, readPortalJson } from "@/lib/portal/api-gate";
import { json, jsonError } from "@/lib/http/responses";
import { fieldErrors, firstError } from "@/lib/validation/field-errors";
import { createRequest } from "@/lib/workspace/request-writes";
import { listRequests } from "@/lib/workspace/requests";
import { withUnread } from "@/lib/workspace/read-state";
import { queryObject, requestCreateSchema, requestListQuerySchema } from "@/lib/workspace/schemas";

const roles = ["admin", "employee", "client"] as const;

export const GET = portalRoute("portal requests list", roles, async ({ request, caller, db, now }) => {
  const query = requestListQuerySchema.safeParse(queryObject(new URL(request.url).searchParams));
  if (!query.success) {
    const fields = fieldErrors(query.error);
    return jsonError(400, firstError(fields, "Please check the filters."), { fields });
  }
  const list = await listRequests(db, caller, query.data, now);
  // Read state: `unread` per item for this person (lib/workspace/read-state.ts).
  return json({ ...list, items: await withUnread(db, caller, list.items) });
});

export const POST = portalRoute("portal requests create", roles, async ({ request, caller, db, now }) => {
  const body = await readPortalJson(request, requestCreateSchema);
  if (!body.ok) return body.response;
  return json(await createRequest(db, caller, body.data, now), { status: 201 });
});
