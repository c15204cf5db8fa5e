// What a database failure means: unreachable (a 503 to retry later), a value it refused (400, or 409 for a unique key
// taken first), or anything else; and the failure described for a log line without the query's parameters.
import { DatabaseBusyError } from "./folder-lock";

const unavailableCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "EPIPE",
  "57P01",
  "57P02",
  "57P03",
  "53300",
  "42P01",
]);

function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let current = error; current && chain.length < 8; current = (current as { cause?: unknown }).cause)
    chain.push(current);
  return chain;
}

/** Connection refused or lost, server shutting down or full, embedded database held elsewhere. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return causes(error).some((e) => {
    if (e instanceof DatabaseBusyError) return true;
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (unavailableCodes.has(code) || code.startsWith("08"))) return true;
    return (
      typeof message === "string" &&
      /connection terminated|timeout exceeded when trying to connect|Connection refused|PGlite is closed/i.test(message)
    );
  });
}

/** The innermost message only: drizzle's outer message repeats the query and its parameters. */
export function describeError(error: unknown): string {
  const chain = causes(error);
  const inner = chain[chain.length - 1] as { name?: string; message?: string; code?: string } | undefined;
  // 'invalid input syntax for type uuid: "…"' ends by quoting the value sent: that stays out of the log.
  const message = inner?.message?.replace(/: ".*"$/s, ": (value withheld)");
  return `${inner?.name ?? "Error"}${inner?.code ? ` ${inner.code}` : ""}: ${message ?? String(error)}`;
}

export type DatabaseRefusal = { status: 400 | 409; code: string; constraint: string | null; message: string };

const refusalMessages = {
  400: "Some of the values sent cannot be stored. Please check them and try again.",
  409: "This clashes with a change made at the same time. Please try again.",
} as const;

/**
 * The unique indexes a person can run into, by name, with what the 409 says is taken. The writers answer these
 * themselves; this is what a race they did not foresee still says. (No user e-mail here: that would say who exists.)
 */
const takenMessages: Record<string, string> = {
  invoices_vendor_year_number_unique:
    "Your organisation has already used this invoice number in this financial year (capitals aside).",
  invoices_replaces_unique: "That rejected invoice has already been resubmitted: it can be resubmitted once.",
  purchase_orders_number_unique: "A purchase order with this number already exists.",
  organisations_name_unique: "An organisation with this name already exists.",
};

/** The constraint a refusal names: the driver's field, or the name quoted in its message. */
function constraintOf(e: { constraint?: unknown; message?: unknown }): string | null {
  if (typeof e.constraint === "string") return e.constraint;
  const quoted = typeof e.message === "string" ? /constraint "([^"]+)"/.exec(e.message) : null;
  return quoted?.[1] ?? null;
}

/**
 * SQLSTATE class 22 (data exception: NUL, bad encoding, too long, not a UUID, out of range) and class 23
 * (integrity constraint) mean the request carried a value the database will not take: 400, or 409 for a
 * unique key another request took first, saying which when the index is one a person can run into. Null when
 * `error` is anything else.
 */
export function databaseRefusal(error: unknown): DatabaseRefusal | null {
  for (const e of causes(error)) {
    const { code } = e as { code?: unknown };
    if (typeof code !== "string" || !/^2[23][0-9A-Z]{3}$/.test(code)) continue;
    const status = code === "23505" ? 409 : 400;
    const constraint = constraintOf(e as { constraint?: unknown; message?: unknown });
    const taken = status === 409 && constraint ? takenMessages[constraint] : undefined;
    return { status, code, constraint, message: taken ?? refusalMessages[status] };
  }
  return null;
}
