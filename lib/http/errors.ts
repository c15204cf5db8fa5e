// Unexpected failures in a route: a database that is down (or not migrated yet) answers 503, a value the database
// refuses (a data exception or a constraint the request broke) 400 or 409, anything else 500.
import { databaseRefusal, describeError, isDatabaseUnavailable } from "../db/errors";
import { jsonError } from "./responses";

export const unavailableMessage = "The service is temporarily unavailable. Please try again in a minute.";

/** Wraps a route handler so no exception escapes as a bare 500 page. */
export function withApiErrors<A extends unknown[]>(
  label: string,
  handler: (...args: A) => Promise<Response>,
): (...args: A) => Promise<Response> {
  return async (...args) => {
    try {
      return await handler(...args);
    } catch (error) {
      if (isDatabaseUnavailable(error)) {
        console.error(`[${label}] database unavailable: ${describeError(error)}`);
        return jsonError(503, unavailableMessage, {}, { "Retry-After": "30" });
      }
      const refusal = databaseRefusal(error);
      if (refusal) {
        console.warn(`[${label}] the database refused a value: ${describeError(error)}`);
        return jsonError(refusal.status, refusal.message);
      }
      console.error(`[${label}] failed: ${describeError(error)}`);
      return jsonError(500, "Something went wrong on our side. Please try again.");
    }
  };
}
