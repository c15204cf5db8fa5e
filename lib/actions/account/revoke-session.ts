"use server";
// "Sign out" on one row of the Security page, as DELETE /api/account/sessions/:id. The page offers it on the other
// devices only; this one signs out from the menu, so the action refuses it rather than pull the page from under them.
import { publicSessionId, revokeSession } from "../../auth/account-sessions";
import { sessionMessages } from "../../auth/account-api";
import { WorkspaceError } from "../../workspace/errors";
import { resourceAction } from "../safe-action";
import { sessionTarget, sessionTargetSchema } from "./session-target";

export const revokeSessionAction = resourceAction(
  "account/sessions revoke",
  "all",
  sessionTargetSchema,
  async (id, { userId }, { caller, db, now }) => {
    const target = await sessionTarget(caller, userId);
    if (target.keep && publicSessionId(target.keep) === id)
      throw new WorkspaceError(
        400,
        "This is the device you are using: to leave it, choose Logout in your profile menu.",
      );
    if (!(await revokeSession(db, target.userId, id, now, target.by)))
      throw new WorkspaceError(404, sessionMessages.notFound);
    return true;
  },
);
