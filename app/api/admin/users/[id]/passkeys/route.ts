// GET /api/admin/users/:id/passkeys (admins): a user's passkeys, names and dates only.
import { listUserPasskeys } from "@/lib/auth/passkeys";
import { json } from "@/lib/http/responses";
import { portalRoute } from "@/lib/portal/api-gate";

export const GET = portalRoute<{ id: string }>("admin user passkeys", ["admin"], async ({ db, params }) =>
  json({ items: await listUserPasskeys(db, params.id) }),
);
