// GET /api/portal/organisations (staff; `?kind=client|vendor`): `{items: [{id, name}]}` by name, what the queue's
// organisation filter suggests. Clients and vendors get a 404, as for anything they may not see.
import { portalRoute } from "@/lib/portal/api-gate";
import { json, jsonError } from "@/lib/http/responses";
import { organisationNames } from "@/lib/workspace/organisation-names";
import { organisationKindSchema } from "@/lib/workspace/organisations";

export const GET = portalRoute("portal organisations list", ["admin", "employee"], async ({ request, caller, db }) => {
  const kind = new URL(request.url).searchParams.get("kind");
  const parsed = kind === null ? undefined : organisationKindSchema.safeParse(kind);
  if (parsed && !parsed.success)
    return jsonError(400, "kind must be client or vendor.", { fields: { kind: "client or vendor" } });
  return json({ items: await organisationNames(db, caller, parsed?.data) });
});
