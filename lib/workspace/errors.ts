// What a workspace rule refuses, with the HTTP status it stands for and a sentence a person can act on. Route
// handlers answer it as { error }; pages and server actions show the sentence.
export type WorkspaceErrorStatus = 400 | 403 | 404 | 409 | 413 | 415;

export class WorkspaceError extends Error {
  constructor(
    readonly status: WorkspaceErrorStatus,
    message: string,
    readonly fields?: Record<string, string>,
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
