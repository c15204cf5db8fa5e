// Failures of portal pages and server actions. Next prints whatever escapes a page or action (message and cause
// chain), and drizzle's messages carry the failed query's parameters (session ids, e-mails, names): so page data is
// loaded through forPage, which logs the failure without them and rethrows an error that says only what may be shown.
import "server-only";
import { randomBytes } from "node:crypto";
import { failureDigestPrefix, unavailableDigest } from "./page-failure";
import { describeError, isDatabaseUnavailable } from "../db/errors";

/** The database cannot be reached: the page shows "temporarily unavailable" with a retry. */
export class ServiceUnavailableError extends Error {
  readonly digest = unavailableDigest;

  constructor() {
    super("The portal is temporarily unavailable: its database cannot be reached.");
    this.name = "ServiceUnavailableError";
  }
}

/** Anything else: the page shows a generic sentence and the reference the server logged the failure under. */
export class PageFailedError extends Error {
  readonly reference = randomBytes(6).toString("hex");
  readonly digest = `${failureDigestPrefix}${this.reference}`;

  constructor() {
    super("A portal page or action failed; the reason was logged under its reference.");
    this.name = "PageFailedError";
  }
}

/** Logs `error` (its innermost message only) and returns the parameter-free error to throw in its place. */
export function pageFailure(label: string, error: unknown): unknown {
  // A digest already set marks Next's control flow (redirect, notFound, dynamic rendering) or one of ours: as is.
  if (typeof (error as { digest?: unknown } | null)?.digest === "string") return error;
  if (isDatabaseUnavailable(error)) {
    console.error(`[${label}] database unavailable: ${describeError(error)}`);
    return new ServiceUnavailableError();
  }
  const failure = new PageFailedError();
  console.error(`[${label}] failed (reference ${failure.reference}): ${describeError(error)}`);
  return failure;
}

/** Runs a page's or action's database work; whatever it throws is logged and replaced by pageFailure. */
export async function forPage<T>(label: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw pageFailure(label, error);
  }
}
