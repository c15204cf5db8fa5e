// POST /api/account/passkeys/registration-options: options for navigator.credentials.create, with a single-use
// challenge that lives five minutes and belongs to the signed-in person.
import { registrationOptions, siteRelyingParty } from "@/lib/auth/passkeys";
import { json } from "@/lib/http/responses";
import { portalRoute } from "@/lib/portal/api-gate";

export const POST = portalRoute("account passkey options", "all", async ({ caller, db, now }) =>
  json(await registrationOptions(db, caller, siteRelyingParty(), now)),
);
