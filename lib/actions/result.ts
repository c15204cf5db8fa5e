// What a server action answers, as the browser reads it (client-safe).

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

/**
 * The sentence of a refusal of these fields, as a form shows it beside its button: the first field's, and how many
 * other fields are marked, which may be out of sight above it ("Please give the request a title. 1 more field needs
 * attention too."); `fallback` when there is none.
 */
export function refusalSentence(fields: Record<string, string>, fallback = ""): string {
  const [first, ...rest] = Object.values(fields);
  if (first === undefined) return fallback;
  const more = rest.length;
  return more ? `${first} ${more} more ${more === 1 ? "field needs" : "fields need"} attention too.` : first;
}

/** A refusal a form finds before sending anything, in the shape of the action's own. */
export const refused = (fields: Record<string, string>): ActionFailure => ({
  ok: false,
  code: "invalid",
  error: refusalSentence(fields),
  fields,
});
