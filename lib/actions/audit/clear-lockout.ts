"use server";
// "Clear lockout" on an audit row: lifts the address's sign-in holds with the Users view's function (audited in the
// security log with the admin's address), then returns to the audit view with the same filters.
import { redirect } from "next/navigation";
import { z } from "zod";
import { auditQuerySchema, auditSearch } from "../../admin/audit-filters";
import { clearSignInLimits } from "../../auth/codes";
import { normaliseEmail } from "../../auth/users";
import { portalPath } from "../../portal/paths";
import { authorisedAction } from "../safe-action";

const clearForm = z.object({
  email: z.string().trim().min(1, "Say whose lockout to clear.").max(254),
  /** The audit view's query string, rebuilt from the known filters only (never a free redirect target). */
  back: z.string().max(2000).catch(""),
});

const clear = authorisedAction("admin/audit clear lockout", "admin", clearForm, async (form, { caller, db, now }) => {
  const cleared = await clearSignInLimits(db, normaliseEmail(form.email), { email: caller.email }, now);
  const filters = auditQuerySchema.safeParse(Object.fromEntries(new URLSearchParams(form.back)));
  return { cleared, filters: filters.success ? filters.data : {} };
});

export async function clearLockoutAction(form: FormData): Promise<never> {
  const result = await clear(form);
  const notice = result.ok ? (result.value.cleared ? "cleared" : "not_held") : "not_cleared";
  const filters = result.ok ? result.value.filters : {};
  redirect(`${portalPath("admin", "audit")}${auditSearch(filters, { notice })}`);
}
