"use server";
// The Users view's changes. Each action re-checks that an admin is signed in, then calls the user directory;
// every refusal (bad field, unknown user, a value the database will not take) comes back as the view's notice.
import { redirect } from "next/navigation";
import { clearSignInLimits } from "@/lib/auth/otp";
import { requireUser } from "@/lib/auth/session";
import { addUser, normaliseEmail, removeUser, setUserActive, setUserRole, UserDirectoryError } from "@/lib/auth/users";
import { getDb } from "@/lib/db/client";
import { databaseRefusal, describeError } from "@/lib/http/errors";
import { pageFailure } from "@/lib/http/page-errors";
import type { UsersNotice } from "@/components/portal/admin/users-notices";

/** A form field as text; a file or a missing field is "" (and then refused as the field it stands for). */
const text = (form: FormData, key: string) => {
  const value = form.get(key);
  return typeof value === "string" ? value.trim() : "";
};

async function change(form: FormData, run: (email: string, selfEmail: string) => Promise<UsersNotice>): Promise<never> {
  const admin = await requireUser("admin");
  let notice: UsersNotice;
  try {
    // Compared as the directory stores addresses, so " ADMIN@…" cannot slip past the self check.
    notice = await run(normaliseEmail(text(form, "email")), admin.email);
  } catch (error) {
    if (error instanceof UserDirectoryError) notice = error.reason;
    else if (databaseRefusal(error)) {
      console.warn(`[admin/users] the database refused a value: ${describeError(error)}`);
      notice = "not_saved";
    } else throw pageFailure("admin/users", error);
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
    const active = text(form, "active");
    if (active !== "true" && active !== "false") return "invalid_access";
    await setUserActive(await getDb(), email, active === "true");
    return active === "true" ? "activated" : "deactivated";
  });
}

export async function removeUserAction(form: FormData): Promise<never> {
  return change(form, async (email, self) => {
    if (email === self) return "self";
    await removeUser(await getDb(), email);
    return "removed";
  });
}

/** Lifts an address-wide sign-in ceiling or lockout early (audited with the admin's address). */
export async function clearSignInLimitsAction(form: FormData): Promise<never> {
  return change(form, async (email, self) => {
    await clearSignInLimits(await getDb(), email, { email: self }, new Date());
    return "limits_cleared";
  });
}
