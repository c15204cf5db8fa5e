"use server";
// Removes a passkey: the signed-in person's own, or (admins) any user's, named by the user's id.
import { z } from "zod";
import { removePasskey } from "../../auth/passkeys";
import { resourceAction } from "../safe-action";

export const removeOwnPasskeyAction = resourceAction(
  "remove passkey",
  "all",
  z.object({}),
  (id, _input, { caller, db, now }) => removePasskey(db, { ownerId: caller.id, passkeyId: id }, caller, now),
);

export const removeUserPasskeyAction = resourceAction(
  "admin remove passkey",
  "admin",
  z.object({ userId: z.string().max(64) }),
  (id, { userId }, { caller, db, now }) => removePasskey(db, { ownerId: userId, passkeyId: id }, caller, now),
);
