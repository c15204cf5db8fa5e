// GET /api/portal/notifications: the bell of the signed-in person, any role → {unread, items:[{id, text, href, at,
// read}]}, newest first.
import { json } from "@/lib/http/responses";
import { portalRoute } from "@/lib/portal/api-gate";
import { listNotifications } from "@/lib/workspace/notifications";

export const GET = portalRoute("portal notifications", "all", async ({ caller, db }) =>
  json(await listNotifications(db, caller)),
);
