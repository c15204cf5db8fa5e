"use server";
// The Users view's changes, each through the action gate (an admin, the form's fields); every outcome, a refusal
// included, comes back as the view's notice.
import { redirect } from "next/navigation";
import { z } from "zod";
import { clearSignInLimits } from "@/lib/auth/codes";
import { addUser, normaliseEmail, removeUser, setUserActive, setUserRole, UserDirectoryError } from "@/lib/auth/users";
import { authorisedAction, type ActionContext } from "@/lib/portal/action";
import type { UsersNotice } from "@/lib/portal/users-notices";
import { setUserOrganisation } from "@/lib/workspace/organisations";

// The directory checks each value itself (its reasons are the notices); here a missing field is just "".
const text = z.string().trim().catch("");
const userForm = z.object({ email: text, name: text, role: text, active: text });
type UserForm = z.output<typeof userForm>;

function usersAction(run: (form: UserForm, self: string, context: ActionContext) => Promise<UsersNotice>) {
  const action = authorisedAction("admin/users", "admin", userForm, async (form, context) => {
    try {
      // Compared as the directory stores addresses, so " ADMIN@…" cannot slip past the self check.
      return await run({ ...form, email: normaliseEmail(form.email) }, context.caller.email, context);
    } catch (error) {
      if (error instanceof UserDirectoryError) return error.reason;
      throw error;
    }
  });
  return async (form: FormData): Promise<never> => {
    const result = await action(form);
    redirect(`/admin/users?notice=${result.ok ? result.value : "not_saved"}`);
  };
}

export const addUserAction = usersAction(async ({ email, name, role }, _self, { caller, db, now }) => {
  await addUser(db, { email, role, name: name || undefined }, now, caller);
  return "added";
});

export const setRoleAction = usersAction(async ({ email, role }, self, { caller, db, now }) => {
  if (email === self) return "self";
  await setUserRole(db, email, role, now, caller);
  return "role_changed";
});

export const setActiveAction = usersAction(async ({ email, active }, self, { caller, db, now }) => {
  if (email === self) return "self";
  if (active !== "true" && active !== "false") return "invalid_access";
  await setUserActive(db, email, active === "true", now, caller);
  return active === "true" ? "activated" : "deactivated";
});

export const removeUserAction = usersAction(async ({ email }, self, { caller, db, now }) => {
  if (email === self) return "self";
  await removeUser(db, email, now, caller);
  return "removed";
});

/** Lifts an address-wide sign-in ceiling or lockout early (audited with the admin's address). */
export const clearSignInLimitsAction = usersAction(async ({ email }, self, { db, now }) => {
  await clearSignInLimits(db, email, { email: self }, now);
  return "limits_cleared";
});

/** Places a client or vendor user in an organisation of their kind, or takes them out ("" for none). */
export const placeUserAction = authorisedAction(
  "admin/users",
  "admin",
  z.object({ email: z.string().max(320), organisationId: z.string().max(100) }),
  async ({ email, organisationId }, { caller, db, now }) => {
    await setUserOrganisation(db, caller, email, organisationId || null, now);
    return true;
  },
);
