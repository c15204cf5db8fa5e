"use server";
// "Sign out everywhere else" on the Security page, as POST /api/account/sessions/revoke-others; on an admin's page
// about someone, every one of that person's sessions.
import { revokeOtherSessions } from "../../auth/account-sessions";
import { authorisedAction } from "../safe-action";
import { sessionTarget, sessionTargetSchema } from "./session-target";

export const revokeOtherSessionsAction = authorisedAction(
  "account/sessions revoke others",
  "all",
  sessionTargetSchema,
  async ({ userId }, { caller, db, now }) => {
    const target = await sessionTarget(caller, userId);
    return revokeOtherSessions(db, target.userId, target.keep, now, target.by);
  },
);
