// GET /api/account/passkeys: the signed-in person's passkeys. POST { name, response }: the browser's answer to the
// registration options, verified (challenge, origin, RP ID) and stored → 201 with the new passkey.
import { listPasskeys, registerPasskey, siteRelyingParty } from "@/lib/auth/passkeys";
import { registerPasskeySchema } from "@/lib/auth/passkey-rules";
import { json } from "@/lib/http/responses";
import { portalRoute, readPortalJson } from "@/lib/portal/api-gate";

export const GET = portalRoute("account passkeys", "all", async ({ caller, db }) =>
  json({ items: await listPasskeys(db, caller.id) }),
);

export const POST = portalRoute("account passkey register", "all", async ({ request, caller, db, now }) => {
  const body = await readPortalJson(request, registerPasskeySchema);
  if (!body.ok) return body.response;
  const passkey = await registerPasskey(db, caller, body.data, siteRelyingParty(), now);
  return json(passkey, { status: 201 });
});
