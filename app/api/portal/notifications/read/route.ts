// POST /api/portal/notifications/read: `{}` marks every item of the bell read, `{ids:[...]}` those items → {unread}.
import { json } from "@/lib/http/responses";
import { portalRoute, readPortalJson } from "@/lib/portal/api-gate";
import { markNotificationsRead, notificationsReadSchema } from "@/lib/workspace/notifications";

export const POST = portalRoute("portal notifications read", "all", async ({ request, caller, db, now }) => {
  const body = await readPortalJson(request, notificationsReadSchema);
  if (!body.ok) return body.response;
  return json(await markNotificationsRead(db, caller, body.data.ids, now));
});
