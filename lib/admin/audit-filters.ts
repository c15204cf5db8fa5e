// The audit view's filters: the known event kinds with their labels, and the query string parsed into what the
// query needs (IST days turned into instants). The page and the API read the same schema; the form gets the groups
// as props (the activity's vocabulary lives beside its writer).
import { z } from "zod";
import { activityActions } from "../activity/track";
import type { SecurityEventName } from "../auth/security-log";
import { isCalendarDate } from "../validation/calendar-date";
import { singleLineString } from "../validation/text";

/** Every sign-in log event, labelled; a Record, so a new event name without a label does not compile. */
export const securityEventLabels: Record<SecurityEventName, string> = {
  code_sent: "Code mailed",
  code_unknown_address: "Code asked for an unknown address",
  code_dropped: "Code not sent (limit)",
  code_cooldown: "Code asked too soon",
  code_mail_failed: "Code mail failed",
  login_rate_limited: "Sign-in rate limited",
  verify_rate_limited: "Code checks rate limited",
  login_succeeded: "Signed in",
  login_failed: "Sign-in failed",
  login_locked: "Locked out",
  login_code_reused: "Used code tried again",
  sign_in_ceiling_reached: "Address-wide limit reached",
  sign_in_limits_cleared: "Lockout cleared",
  workspace_limit_reached: "Workspace limit reached",
  logout: "Signed out",
  session_revoked: "Session ended",
  sessions_revoked: "Other sessions ended",
  new_device_notice: "New-device notice mailed",
};

/** Events that hold an address back: their rows offer "Clear lockout" while the hold lasts. */
export const lockoutEvents: readonly string[] = ["login_locked", "sign_in_ceiling_reached"];

const resourceLabels: Record<keyof typeof activityActions, string> = {
  request: "Request",
  project: "Project",
  milestone: "Milestone",
  purchase_order: "Purchase order",
  invoice: "Invoice",
  file: "File",
  organisation: "Organisation",
  user: "User",
  enquiry: "Enquiry",
  passkey: "Passkey",
};

/** "Purchase order" for `purchase_order`: how a row names the kind of thing it is about. */
export const resourceLabel = (type: string) => (resourceLabels as Record<string, string>)[type] ?? type;

const actionLabel = (action: string) => action.replaceAll("_", " ");

/** Business events are `<resource>.<action>` ("user.created"), one per pair the activity record knows. */
export const activityEventLabels: Record<string, string> = Object.fromEntries(
  (Object.entries(activityActions) as [keyof typeof activityActions, readonly string[]][]).flatMap(([type, actions]) =>
    actions.map((action) => [`${type}.${action}`, `${resourceLabels[type]} ${actionLabel(action)}`]),
  ),
);

/** The event select's groups, in the order the form shows them. */
export const auditEventGroups = [
  { label: "Sign-in", events: Object.entries(securityEventLabels) },
  { label: "Users and workspace", events: Object.entries(activityEventLabels) },
] as const;

export function auditEventLabel(event: string): string {
  return (securityEventLabels as Record<string, string>)[event] ?? activityEventLabels[event] ?? event;
}

const isKnownEvent = (value: string) =>
  Object.hasOwn(securityEventLabels, value) || Object.hasOwn(activityEventLabels, value);

const blank = (value: unknown) => (value === "" || value === null ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blank, schema.optional());

const day = (label: string) =>
  z
    .string({ message: `${label} must be a date like 2026-11-26.` })
    .trim()
    .refine(isCalendarDate, `${label} must be a real date like 2026-11-26.`);

/** An address (v4 or v6), or the start of one: digits, hex letters, dots and colons, with an optional `*` at the end. */
const ipPattern = /^[0-9a-f.:]{1,45}\*?$/i;

export const auditQuerySchema = z
  .object({
    person: optional(
      singleLineString("Person", "Person must be text.").trim().max(254, "Person must be at most 254 characters."),
    ),
    event: optional(z.string().refine(isKnownEvent, "Choose an event from the list.")),
    from: optional(day("From")),
    to: optional(day("To")),
    ip: optional(
      z.string().trim().toLowerCase().regex(ipPattern, "IP must be an address such as 203.0.113.7, or its start."),
    ),
    cursor: optional(z.string().max(400)),
    format: optional(z.enum(["json", "csv"], { message: "Format must be json or csv." })),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: "From must be on or before To.", path: ["to"] });

export type AuditQuery = z.output<typeof auditQuerySchema>;

/** India keeps one offset all year (no daylight saving), so an IST day is a fixed 24 hours of UTC. */
const istOffsetMs = 330 * 60_000;

/** The instant an IST calendar day starts: "2026-11-26" → 2026-11-25T18:30:00Z. */
export function istDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - istOffsetMs);
}

/** The instant after an IST calendar day ends (the next day's start), for a `to` that includes its whole day. */
export function istDayEnd(day: string): Date {
  return new Date(istDayStart(day).getTime() + 86_400_000);
}

/** `ip` as the query uses it: an exact address, or a prefix when it ends in `*`, `.` or `:`. */
export function ipMatch(ip: string): { exact: string } | { prefix: string } {
  if (ip.endsWith("*")) return { prefix: ip.slice(0, -1) };
  if (ip.endsWith(".") || ip.endsWith(":")) return { prefix: ip };
  return { exact: ip };
}

/** The filters that are set, as a query string (for the page's links and the CSV link), without cursor or format. */
export function auditSearch(query: Partial<AuditQuery>, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const key of ["person", "event", "from", "to", "ip"] as const) {
    const value = query[key];
    if (value) params.set(key, value);
  }
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : "";
}
