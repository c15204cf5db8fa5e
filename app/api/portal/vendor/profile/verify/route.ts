// POST /api/portal/vendor/profile/verify `{organisation}` (staff): the vendor's current bank details are verified
// and payments use them from now on. A vendor gets 403: it cannot verify its own bank details.
import { portalRoute, readPortalJson } from "@/lib/portal/api-gate";
import { json } from "@/lib/http/responses";
import { verifyVendorBank } from "@/lib/workspace/vendor-profile";
import { verifyBankSchema } from "@/lib/workspace/vendor-schemas";

export const POST = portalRoute(
  "portal vendor bank verify",
  ["admin", "employee", "vendor"],
  async ({ request, caller, db, now }) => {
    const body = await readPortalJson(request, verifyBankSchema);
    if (!body.ok) return body.response;
    return json(await verifyVendorBank(db, caller, body.data.organisation, now));
  },
);
