// What a server action answers, as the browser reads it (client-safe: types only).

/**
 * "invalid": the input or a rule refused it; "limited": a workspace limit did, for a while; "not_saved": the database
 * refused a value.
 */
export type ActionFailure = {
  ok: false;
  error: string;
  code: "invalid" | "limited" | "not_saved";
  fields?: Record<string, string>;
  /** With "limited": seconds until the limit lets the person try again (the sentence says it too). */
  retryAfterSeconds?: number;
};

export type ActionResult<T> = { ok: true; value: T } | ActionFailure;

/** A refusal a form finds before sending anything, in the shape of the action's own: the first field's sentence. */
export const refused = (fields: Record<string, string>): ActionFailure => ({
  ok: false,
  code: "invalid",
  error: Object.values(fields)[0] ?? "",
  fields,
});
