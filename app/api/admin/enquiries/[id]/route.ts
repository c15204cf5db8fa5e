// GET /api/admin/enquiries/:id: one enquiry with its follow-up and notes; PATCH `{status?, ownerEmail?, note?,
// nextContactOn?}` changes it (admins; each change in the activity record).
import { getFollowUp, updateFollowUp } from "@/lib/contact/follow-up";
import { enquiryUpdateSchema } from "@/lib/contact/follow-up-schema";
import { json } from "@/lib/http/responses";
import { portalRoute, readPortalJson } from "@/lib/portal/api-gate";

type Params = { id: string };

export const GET = portalRoute<Params>("admin enquiry", ["admin"], async ({ caller, db, now, params }) =>
  json(await getFollowUp(db, caller, params.id, now)),
);

export const PATCH = portalRoute<Params>(
  "admin enquiry update",
  ["admin"],
  async ({ request, caller, db, now, params }) => {
    // Looked up first: an unknown enquiry is a 404 whatever was sent.
    await getFollowUp(db, caller, params.id, now);
    const body = await readPortalJson(request, enquiryUpdateSchema);
    if (!body.ok) return body.response;
    await updateFollowUp(db, caller, params.id, body.data, now);
    return json(await getFollowUp(db, caller, params.id, now));
  },
);
