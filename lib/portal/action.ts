// The one gate of every portal server action: re-checks the session and role, validates the input with the shared zod
// schema, then runs the change; a refusal comes back as a sentence the form shows, never as Next's error page.
import "server-only";
import type { z } from "zod";
import { redirect } from "next/navigation";
import type { Role } from "../auth/roles";
import { requireUser } from "../auth/session";
import { getDb, type Db } from "../db/client";
import { databaseRefusal, describeError } from "../db/errors";
import { pageFailure } from "../http/page-errors";
import { fieldErrors, firstError } from "../validation/field-errors";
import type { Caller } from "../workspace/caller";
import { WorkspaceError } from "../workspace/errors";

export type ActionContext = { caller: Caller; db: Db; now: Date };

/** "invalid": the input or a rule refused it; "not_saved": the database refused a value. */
export type ActionFailure = {
  ok: false;
  error: string;
  code: "invalid" | "not_saved";
  fields?: Record<string, string>;
};
export type ActionResult<T> = { ok: true; value: T } | ActionFailure;

const notSaved = "The database could not store that change. Check the fields and try again.";

/** A form's fields as text, each its first value (as FormData.get); a file where text belongs counts as "". */
function formFields(form: FormData): Record<string, string> {
  // No prototype: a field named "__proto__" is just a field.
  const fields: Record<string, string> = Object.create(null);
  for (const [key, value] of form)
    if (!Object.hasOwn(fields, key)) fields[key] = typeof value === "string" ? value : "";
  return fields;
}

/**
 * Wraps `run` as a server action for `roles` ("all" for anyone signed in). Signed out: to /login; another role: to
 * their own dashboard, before anything is read. `label` names the action in the server's log.
 */
export function authorisedAction<S extends z.ZodType, T>(
  label: string,
  roles: Role | readonly Role[] | "all",
  schema: S,
  run: (input: z.output<S>, context: ActionContext) => Promise<T>,
): (input: FormData | z.input<S>) => Promise<ActionResult<T>> {
  return async (input) => {
    const caller = await requireUser(typeof roles === "string" && roles !== "all" ? roles : undefined);
    if (Array.isArray(roles) && !roles.includes(caller.role)) redirect(`/${caller.role}`);
    const parsed = schema.safeParse(input instanceof FormData ? formFields(input) : input);
    if (!parsed.success) {
      const fields = fieldErrors(parsed.error);
      return { ok: false, code: "invalid", error: firstError(fields, "Check the fields."), fields };
    }
    try {
      return { ok: true, value: await run(parsed.data, { caller, db: await getDb(), now: new Date() }) };
    } catch (error) {
      if (error instanceof WorkspaceError)
        return { ok: false, code: "invalid", error: error.message, ...(error.fields ? { fields: error.fields } : {}) };
      if (databaseRefusal(error)) {
        console.warn(`[${label}] the database refused a value: ${describeError(error)}`);
        return { ok: false, code: "not_saved", error: notSaved };
      }
      throw pageFailure(label, error);
    }
  };
}
