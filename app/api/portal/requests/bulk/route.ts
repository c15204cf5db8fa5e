// POST /api/portal/requests/bulk (staff): `{ids, status?, priority?, assigneeEmail?}` → `{updated}`, all or nothing:
// one id that is unknown changes nothing (404). A client gets the 404 of a route it is not served.
import { portalRoute, readPortalJson } from "@/lib/portal/api-gate";
import { json } from "@/lib/http/responses";
import { bulkUpdateRequests } from "@/lib/workspace/request-bulk";
import { requestBulkSchema } from "@/lib/workspace/schemas";

export const POST = portalRoute("portal requests bulk", ["admin", "employee"], async ({ request, caller, db, now }) => {
  const body = await readPortalJson(request, requestBulkSchema);
  if (!body.ok) return body.response;
  return json(await bulkUpdateRequests(db, caller, body.data, now));
});
