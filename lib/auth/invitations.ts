// Invitations: a new user is told they were added, by whom, as what, and where to sign in. The mail is queued in the
// transaction that creates the user, so a user who exists has been (or will be) told, and a failed add mails nobody.
import { eq } from "drizzle-orm";
import { organisationRef, trackActivity, type Actor } from "../activity/track";
import type { Db } from "../db/client";
import { users, type User } from "../db/schema";
import { env } from "../env";
import { invitationMail } from "../mail/invitation-mail";
import { queueNotice } from "../mail/outbox-mails";
import { invalid } from "../workspace/errors";
import { placementRefusal, resolveOrganisation } from "../workspace/organisations";
import type { Role } from "./roles";
import { addUser } from "./users";

/** Queues the welcome mail; `db` may be the transaction that adds the user. */
export async function queueInvitation(
  db: Db,
  {
    email,
    name,
    role,
    organisationName,
    invitedBy,
  }: {
    email: string;
    name: string | null;
    role: Role;
    organisationName: string | null;
    invitedBy: { name: string; email: string } | null;
  },
): Promise<void> {
  const message = invitationMail({ to: email, name, role, organisationName, invitedBy }, env().SITE_URL);
  await queueNotice(db, message, new Date());
}

export type InviteInput = { email: string; role: string; name?: string; organisationId?: string | null };

/**
 * Adds a user, places a client or vendor in an organisation of their kind when one is named, and queues their
 * welcome mail: all or nothing. `by` is the admin (null for the command line).
 */
export async function inviteUser(
  db: Db,
  input: InviteInput,
  now: Date,
  by: (Actor & { email: string }) | null,
): Promise<User> {
  return db.transaction(async (tx) => {
    const added = await addUser(tx, { email: input.email, role: input.role, name: input.name }, now, by);
    let user = added;
    let organisationName: string | null = null;
    if (input.organisationId) {
      const organisation = await resolveOrganisation(tx, input.organisationId);
      const refusal = placementRefusal(added.role, organisation.kind);
      if (refusal) throw invalid(refusal, { organisation: refusal });
      [user = added] = await tx
        .update(users)
        .set({ organisationId: organisation.id })
        .where(eq(users.id, added.id))
        .returning();
      const change = { organisation: { from: null, to: await organisationRef(tx, organisation.id) } };
      const resource = { type: "user", id: added.id } as const;
      await trackActivity(tx, { resource, action: "updated", organisationId: organisation.id, actor: by, change }, now);
      organisationName = organisation.name;
    }
    await queueInvitation(tx, {
      email: user.email,
      name: input.name ? user.name : null,
      role: user.role,
      organisationName,
      invitedBy: by ? { name: by.name, email: by.email } : null,
    });
    return user;
  });
}
