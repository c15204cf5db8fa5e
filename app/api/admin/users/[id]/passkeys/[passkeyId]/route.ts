// DELETE /api/admin/users/:id/passkeys/:passkeyId (admins): removes a user's passkey (a lost device), recorded in the
// activity record with the admin as the actor.
import { removePasskey } from "@/lib/auth/passkeys";
import { json } from "@/lib/http/responses";
import { portalRoute } from "@/lib/portal/api-gate";

type Params = { id: string; passkeyId: string };

export const DELETE = portalRoute<Params>("admin passkey remove", ["admin"], async ({ caller, db, now, params }) => {
  await removePasskey(db, { ownerId: params.id, passkeyId: params.passkeyId }, caller, now);
  return json({ message: "Passkey removed." });
});
