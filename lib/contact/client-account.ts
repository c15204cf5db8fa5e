// "Create client account" from an enquiry: the client organisation (the enquiry's company, or a name given) and a
// client user (the enquiry's name and address) in one transaction with the existing directory functions; the enquiry
// is marked won and linked to the organisation. A second time is a 409: the enquiry is already linked.
import { eq, sql } from "drizzle-orm";
import { trackActivity } from "../activity/track";
import { queueInvitation } from "../auth/invitations";
import { addUser, UserDirectoryError } from "../auth/users";
import type { Db } from "../db/client";
import { enquiries, organisations, type User } from "../db/schema";
import { pokeMailWorker } from "../mail/worker";
import type { Caller } from "../workspace/caller";
import { conflict, invalid, notFound } from "../workspace/errors";
import { addOrganisation, setUserOrganisation } from "../workspace/organisations";
import { requireStaff } from "../workspace/project-writes";
import { isUuid } from "../workspace/ids";

export type ClientAccount = {
  organisation: { id: string; name: string; created: boolean };
  user: { id: string; name: string; email: string };
  /** Whether a welcome mail was queued (it always is: the person learns of the account from it). */
  invited: boolean;
};

/** The new client's welcome mail, in the same transaction: who added them, their organisation, the sign-in address. */
async function queueClientInvitation(tx: Db, user: User, organisationName: string, by: Caller): Promise<boolean> {
  const invitedBy = { name: by.name, email: by.email };
  await queueInvitation(tx, { email: user.email, name: user.name, role: "client", organisationName, invitedBy });
  return true;
}

async function clientOrganisation(tx: Db, name: string, caller: Caller, now: Date) {
  const [existing] = await tx
    .select()
    .from(organisations)
    .where(sql`lower(${organisations.name}) = lower(${name})`)
    .limit(1);
  if (existing && existing.kind !== "client") {
    const message = `"${existing.name}" is a ${existing.kind} organisation, so a client cannot join it.`;
    throw invalid(message, { organisation: message });
  }
  // A company that is already a client gets its new contact added to it.
  if (existing) return { row: existing, created: false };
  return { row: await addOrganisation(tx, { name, kind: "client" }, now, caller), created: true };
}

export async function createClientAccount(
  db: Db,
  caller: Caller,
  id: string,
  input: { organisation?: string },
  now: Date,
): Promise<ClientAccount> {
  requireStaff(caller);
  if (!isUuid(id)) throw notFound("enquiry");
  const actor = { id: caller.id, name: caller.name, role: caller.role };
  const account = await db.transaction(async (tx) => {
    const [enquiry] = await tx.select().from(enquiries).where(eq(enquiries.id, id)).for("update");
    if (!enquiry) throw notFound("enquiry");
    if (enquiry.organisationId) throw conflict("A client account was already created for this enquiry.");
    const name = input.organisation ?? enquiry.company?.trim();
    if (!name) {
      const message = "This enquiry names no company: give the organisation a name.";
      throw invalid(message, { organisation: message });
    }
    const organisation = await clientOrganisation(tx, name, caller, now);
    let user: User;
    try {
      user = await addUser(tx, { email: enquiry.email, role: "client", name: enquiry.fullName }, now, actor);
    } catch (error) {
      if (error instanceof UserDirectoryError && error.reason === "exists")
        throw conflict(`${enquiry.email} already has an account: place them in the organisation from the Users page.`);
      if (error instanceof UserDirectoryError) throw invalid(error.message);
      throw error;
    }
    await setUserOrganisation(tx, caller, user.email, organisation.row.id, now);
    const status = enquiry.status === "won" ? {} : { status: { from: enquiry.status, to: "won" } };
    await tx.update(enquiries).set({ status: "won", organisationId: organisation.row.id }).where(eq(enquiries.id, id));
    const change = {
      ...status,
      organisation: { id: organisation.row.id, name: organisation.row.name, created: organisation.created },
      user: { name: user.name, email: user.email },
    };
    const resource = { type: "enquiry", id } as const;
    await trackActivity(tx, { resource, action: "account_created", organisationId: null, actor, change }, now);
    const invited = await queueClientInvitation(tx, user, organisation.row.name, caller);
    return {
      organisation: { id: organisation.row.id, name: organisation.row.name, created: organisation.created },
      user: { id: user.id, name: user.name, email: user.email },
      invited,
    };
  });
  pokeMailWorker("mail");
  return account;
}
