// POST /api/admin/enquiries/:id/account `{organisation?}` (admins): "Create client account" → 201 `{organisation,
// user, invited}`; a second time is a 409.
import { createClientAccount } from "@/lib/contact/client-account";
import { clientAccountSchema } from "@/lib/contact/follow-up-schema";
import { json } from "@/lib/http/responses";
import { portalRoute, readPortalJson } from "@/lib/portal/api-gate";

type Params = { id: string };

export const POST = portalRoute<Params>(
  "admin enquiry account",
  ["admin"],
  async ({ request, caller, db, now, params }) => {
    const body = await readPortalJson(request, clientAccountSchema);
    if (!body.ok) return body.response;
    return json(await createClientAccount(db, caller, params.id, body.data, now), { status: 201 });
  },
);
