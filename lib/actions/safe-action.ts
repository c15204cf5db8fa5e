// The one gate of every server action: re-checks the session and role, validates the input with the payload's zod
// schema (the one its JSON API route reads too), then runs the lib/ function; a refusal comes back as a sentence the
// form shows, never as Next's error page.
import "server-only";
import type { z } from "zod";
import { redirect } from "next/navigation";
import type { Role } from "../auth/roles";
import { requireUser } from "../auth/session";
import { getDb, type Db } from "../db/client";
import { databaseRefusal, describeError } from "../db/errors";
import { pageFailure } from "../http/page-errors";
import { fieldErrors } from "../validation/field-errors";
import type { Caller } from "../workspace/caller";
import { WorkspaceError } from "../workspace/errors";
import { refusalSentence, type ActionResult } from "./result";

export type { ActionFailure, ActionResult } from "./result";
export type ActionContext = { caller: Caller; db: Db; now: Date };
/** Who may run an action: one role, a list, or "all" for anyone signed in. */
export type ActionRoles = Role | readonly Role[] | "all";
type ActionInput<S extends z.ZodType> = FormData | z.input<S>;

const notSaved = "The database could not store that change. Check the fields and try again.";

/** A form's fields as text, each its first value (as FormData.get); a file where text belongs counts as "". */
function formFields(form: FormData): Record<string, string> {
  // No prototype: a field named "__proto__" is just a field.
  const fields: Record<string, string> = Object.create(null);
  for (const [key, value] of form)
    if (!Object.hasOwn(fields, key)) fields[key] = typeof value === "string" ? value : "";
  return fields;
}

/** Signed out: to /login; another role: to their own dashboard, before anything is read. */
async function callerFor(roles: ActionRoles): Promise<Caller> {
  const caller = await requireUser(typeof roles === "string" && roles !== "all" ? roles : undefined);
  if (Array.isArray(roles) && !roles.includes(caller.role)) redirect(`/${caller.role}`);
  return caller;
}

async function gated<S extends z.ZodType, T>(
  label: string,
  roles: ActionRoles,
  schema: S,
  input: ActionInput<S>,
  run: (input: z.output<S>, context: ActionContext) => Promise<T>,
): Promise<ActionResult<T>> {
  const caller = await callerFor(roles);
  const parsed = schema.safeParse(input instanceof FormData ? formFields(input) : input);
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error);
    return { ok: false, code: "invalid", error: refusalSentence(fields, "Check the fields."), fields };
  }
  try {
    return { ok: true, value: await run(parsed.data, { caller, db: await getDb(), now: new Date() }) };
  } catch (error) {
    if (error instanceof WorkspaceError && error.retryAfterSeconds)
      return { ok: false, code: "limited", error: error.message, retryAfterSeconds: error.retryAfterSeconds };
    if (error instanceof WorkspaceError)
      return { ok: false, code: "invalid", error: error.message, ...(error.fields ? { fields: error.fields } : {}) };
    if (databaseRefusal(error)) {
      console.warn(`[${label}] the database refused a value: ${describeError(error)}`);
      return { ok: false, code: "not_saved", error: notSaved };
    }
    throw pageFailure(label, error);
  }
}

/** An action that creates: `run` gets the validated payload. `label` names it in the server's log. */
export function authorisedAction<S extends z.ZodType, T>(
  label: string,
  roles: ActionRoles,
  schema: S,
  run: (input: z.output<S>, context: ActionContext) => Promise<T>,
): (input: ActionInput<S>) => Promise<ActionResult<T>> {
  return (input) => gated(label, roles, schema, input, run);
}

/**
 * An action on one row, named by id as the API names it in the path: `run` gets the id and the validated payload,
 * and the lib/ function decides whether the caller may see the row (a 404 sentence when not).
 */
export function resourceAction<S extends z.ZodType, T>(
  label: string,
  roles: ActionRoles,
  schema: S,
  run: (id: string, input: z.output<S>, context: ActionContext) => Promise<T>,
): (id: string, input: ActionInput<S>) => Promise<ActionResult<T>> {
  // Anything but text is no id of ours: the lib/ function answers it as a row that is not there.
  return (id, input) =>
    gated(label, roles, schema, input, (data, context) => run(typeof id === "string" ? id : "", data, context));
}
