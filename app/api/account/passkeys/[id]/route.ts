// DELETE /api/account/passkeys/:id: removes one of the signed-in person's passkeys; anyone else's is a 404.
import { removePasskey } from "@/lib/auth/passkeys";
import { json } from "@/lib/http/responses";
import { portalRoute } from "@/lib/portal/api-gate";

export const DELETE = portalRoute<{ id: string }>(
  "account passkey remove",
  "all",
  async ({ caller, db, now, params }) => {
    await removePasskey(db, { ownerId: caller.id, passkeyId: params.id }, caller, now);
    return json({ message: "Passkey removed." });
  },
);
