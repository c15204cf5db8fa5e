"use server";
// A new user with a role (admin); the name is optional. They get the welcome mail (lib/auth/invitations.ts).
import { inviteUser } from "../../auth/invitations";
import { WorkspaceError } from "../../workspace/errors";
import { directoryAction } from "./directory-action";

export const addUserAction = directoryAction(async ({ email, name, role, organisationId }, _self, context) => {
  const { caller, db, now } = context;
  try {
    await inviteUser(db, { email, role, name: name || undefined, organisationId: organisationId || null }, now, caller);
  } catch (error) {
    if (error instanceof WorkspaceError) return "invalid_organisation";
    throw error;
  }
  return "added";
});
