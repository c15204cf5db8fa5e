// First users on start: ADMIN_EMAIL when no active admin exists, and demo accounts (with a demo workspace: two
// companies, their projects, requests and a purchase order) on an empty, mail-less install.
import type { Db } from "../db/client";
import { env } from "../env";
import { addUser, countUsers, findUserByEmail, setUserActive, setUserRole, UserDirectoryError } from "../auth/users";
import type { Role } from "../auth/roles";
import { createDemoWorkspace, demoOrganisations } from "../workspace/demo";

export const demoAccounts: { email: string; name: string; role: Role }[] = [
  { email: "admin@nexora.example", name: "Ananya Kulkarni", role: "admin" },
  { email: "employee@nexora.example", name: "Rohan Patil", role: "employee" },
  { email: "client@sahyadri.example", name: "Meera Joshi", role: "client" },
  { email: "vendor@deccancloud.example", name: "Vikram Rao", role: "vendor" },
];

/** Another instance booting at the same time may have added it first: that is fine. */
async function addIfMissing(db: Db, account: { email: string; name: string; role: Role }, now: Date): Promise<void> {
  try {
    await addUser(db, account, now);
  } catch (error) {
    if (!(error instanceof UserDirectoryError && error.reason === "exists")) throw error;
  }
}

export async function bootstrapUsers(db: Db, now = new Date()): Promise<void> {
  const { ADMIN_EMAIL, SMTP_URL } = env();
  // Both questions are asked before either change, so ADMIN_EMAIL does not stop the demo accounts or vice versa.
  const empty = (await countUsers(db)) === 0;
  const noActiveAdmin = (await countUsers(db, { role: "admin", active: true })) === 0;

  if (ADMIN_EMAIL && noActiveAdmin) {
    const existing = await findUserByEmail(db, ADMIN_EMAIL);
    if (!existing) await addIfMissing(db, { email: ADMIN_EMAIL, role: "admin", name: "Administrator" }, now);
    else {
      await setUserRole(db, existing.email, "admin", now);
      await setUserActive(db, existing.email, true, now);
    }
    console.log(`[boot] ${ADMIN_EMAIL.toLowerCase()} is an admin (ADMIN_EMAIL, no active admin existed).`);
  }

  if (empty && !SMTP_URL) {
    for (const account of demoAccounts) await addIfMissing(db, account, now);
    const byRole = (role: Role) => demoAccounts.find((a) => a.role === role)?.email ?? "";
    const people = {
      admin: byRole("admin"),
      employee: byRole("employee"),
      client: byRole("client"),
      vendor: byRole("vendor"),
    };
    const workspace = (await createDemoWorkspace(db, people, now))
      ? ` The demo client works for ${demoOrganisations.client} and the demo vendor for ${demoOrganisations.vendor}.`
      : "";
    console.log(
      `[boot] Demo accounts created (${demoAccounts.map((a) => a.email).join(", ")}): no users existed and SMTP_URL is not set, so sign-in codes appear in this console.${workspace}`,
    );
  }
}
