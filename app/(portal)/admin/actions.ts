"use server";
// The Users view's changes. Each action re-checks that an admin is signed in, then calls the user directory.
import { redirect } from "next/navigation";
import { requireUser } from "@/lib/auth/session";
import { addUser, normaliseEmail, removeUser, setUserActive, setUserRole, UserDirectoryError } from "@/lib/auth/users";
import { getDb } from "@/lib/db/client";
import type { UsersNotice } from "@/components/portal/admin/users-notices";

const text = (form: FormData, key: string) => String(form.get(key) ?? "").trim();

async function change(form: FormData, run: (email: string, selfEmail: string) => Promise<UsersNotice>): Promise<never> {
  const admin = await requireUser("admin");
  let notice: UsersNotice;
  try {
    // Compared as the directory stores addresses, so " ADMIN@…" cannot slip past the self check.
    notice = await run(normaliseEmail(text(form, "email")), admin.email);
  } catch (error) {
    if (!(error instanceof UserDirectoryError)) throw error;
    notice = error.reason;
  }
  redirect(`/admin?view=users&notice=${notice}`);
}

export async function addUserAction(form: FormData): Promise<never> {
  return change(form, async (email) => {
    await addUser(await getDb(), { email, role: text(form, "role"), name: text(form, "name") || undefined });
    return "added";
  });
}

export async function setRoleAction(form: FormData): Promise<never> {
  return change(form, async (email, self) => {
    if (email === self) return "self";
    await setUserRole(await getDb(), email, text(form, "role"));
    return "role_changed";
  });
}

export async function setActiveAction(form: FormData): Promise<never> {
  return change(form, async (email, self) => {
    if (email === self) return "self";
    const active = text(form, "active") === "true";
    await setUserActive(await getDb(), email, active);
    return active ? "activated" : "deactivated";
  });
}

export async function removeUserAction(form: FormData): Promise<never> {
  return change(form, async (email, self) => {
    if (email === self) return "self";
    await removeUser(await getDb(), email);
    return "removed";
  });
}
