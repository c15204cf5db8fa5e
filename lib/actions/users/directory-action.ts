// The Users view's changes share one shape: the admin gate and the view's fields, then a notice key in the page's
// address (/admin/users?notice=…), so every outcome, a refusal included, shows above the directory.
import "server-only";
import { redirect } from "next/navigation";
import { z } from "zod";
import { normaliseEmail, UserDirectoryError } from "../../auth/users";
import { portalPath } from "../../portal/paths";
import type { UsersNotice } from "../../portal/users-notices";
import { authorisedAction, type ActionContext } from "../safe-action";

// The directory checks each value itself (its reasons are the notices); here a missing field is just "".
const text = z.string().trim().catch("");
const userForm = z.object({ email: text, name: text, role: text, active: text, organisationId: text });
export type UserForm = z.output<typeof userForm>;

export function directoryAction(
  run: (form: UserForm, self: string, context: ActionContext) => Promise<UsersNotice>,
): (form: FormData) => Promise<never> {
  const action = authorisedAction("admin/users", "admin", userForm, async (form, context) => {
    try {
      // Compared as the directory stores addresses, so " ADMIN@…" cannot slip past the self check.
      return await run({ ...form, email: normaliseEmail(form.email) }, context.caller.email, context);
    } catch (error) {
      if (error instanceof UserDirectoryError) return error.reason;
      throw error;
    }
  });
  return async (form) => {
    const result = await action(form);
    redirect(`${portalPath("admin", "users")}?notice=${result.ok ? result.value : "not_saved"}`);
  };
}
