// What a server action answers, as the browser reads it (client-safe: types only).

/** "invalid": the input or a rule refused it; "not_saved": the database refused a value. */
export type ActionFailure = {
  ok: false;
  error: string;
  code: "invalid" | "not_saved";
  fields?: Record<string, string>;
};

export type ActionResult<T> = { ok: true; value: T } | ActionFailure;
