// What a workspace rule refuses, with the HTTP status it stands for and a sentence a person can act on. Route
// handlers answer it as { error } (a 429 with Retry-After); pages and server actions show the sentence.
export type WorkspaceErrorStatus = 400 | 403 | 404 | 409 | 413 | 415 | 429;

export class WorkspaceError extends Error {
  constructor(
    readonly status: WorkspaceErrorStatus,
    message: string,
    readonly fields?: Record<string, string>,
    /** For a 429: whole seconds until the limit lets the caller try again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "WorkspaceError";
  }
}

/** 404 for a row that does not exist and for one the caller may not see alike: existence never leaks. */
export const notFound = (what: string) => new WorkspaceError(404, `That ${what} was not found.`);
export const invalid = (message: string, fields?: Record<string, string>) => new WorkspaceError(400, message, fields);
/** 403 for what the caller can see but may not do (a client setting a request's priority). */
export const forbidden = (message: string) => new WorkspaceError(403, message);
export const conflict = (message: string) => new WorkspaceError(409, message);
/** 429 from a workspace limit: the sentence says how long to wait, `retryAfterSeconds` the same for machines. */
export const tooMany = (message: string, retryAfterSeconds: number) =>
  new WorkspaceError(429, message, undefined, Math.max(1, Math.ceil(retryAfterSeconds)));
