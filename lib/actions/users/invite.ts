"use server";
// Adds a user from the Users table or an organisation's page, placed in an organisation when one is chosen, and
// sends their welcome mail. Answers the new user's id.
import { z } from "zod";
import { inviteUser } from "../../auth/invitations";
import { UserDirectoryError } from "../../auth/users";
import { invalid } from "../../workspace/errors";
import { authorisedAction } from "../safe-action";

// The directory checks each value and says what is wrong; this only bounds the payload.
const inviteSchema = z.object({
  email: z.string().max(400),
  name: z.string().max(400).optional(),
  role: z.string().max(20),
  organisationId: z.string().max(100).optional(),
});

export const inviteUserAction = authorisedAction(
  "admin/users",
  "admin",
  inviteSchema,
  async ({ email, name, role, organisationId }, { caller, db, now }) => {
    try {
      const input = { email, role, name: name?.trim() || undefined, organisationId: organisationId || null };
      return (await inviteUser(db, input, now, caller)).id;
    } catch (error) {
      if (error instanceof UserDirectoryError) throw invalid(error.message, { [fieldOf(error.reason)]: error.message });
      throw error;
    }
  },
);

function fieldOf(reason: UserDirectoryError["reason"]): string {
  if (reason.startsWith("invalid_name") || reason.startsWith("name")) return "name";
  if (reason === "invalid_role") return "role";
  return "email";
}
