// The rules of a request's life, as plain functions: who may change what, what a reply does to the status, when it
// counts as resolved, and the calendar (India Standard Time) the staff figures count weeks and months in.
import { istOffsetMs } from "./business-hours";
import { istDate } from "./gst";
import { forbidden, conflict } from "./errors";
import type { RequestUpdateInput } from "./schemas";
import type { RequestStatus } from "./vocabulary";

/** Statuses of a request someone still has to act on. */
export const openStatuses = ["open", "in_progress", "waiting_on_client"] as const satisfies readonly RequestStatus[];
export const doneStatuses = ["resolved", "closed"] as const satisfies readonly RequestStatus[];

export const isDone = (status: RequestStatus) => (doneStatuses as readonly RequestStatus[]).includes(status);

export const refusals = {
  clientFields: "Only Nexora staff can change a request's priority, assignee, due date or project.",
  clientStatus: "You can close a request or reopen it; its other statuses are set by Nexora.",
  notReopenable: "Only a resolved or closed request can be reopened.",
  clientInternal: "Only Nexora staff can write internal notes.",
  closedReply: "This request is closed: reopen it to reply.",
} as const;

/**
 * What a client may do to its own organisation's request: close it (from any status) or reopen it (from resolved
 * or closed). Anything else is a 403 with a sentence: the client sees the request, so a 404 would mislead.
 * Setting the status it already has changes nothing and is allowed.
 */
export function checkClientUpdate(current: RequestStatus, patch: RequestUpdateInput): void {
  const { priority, assigneeEmail, dueDate, projectId } = patch;
  if ([priority, assigneeEmail, dueDate, projectId].some((value) => value !== undefined))
    throw forbidden(refusals.clientFields);
  const next = patch.status;
  if (next === undefined || next === current) return;
  if (next === "closed") return;
  if (next !== "open") throw forbidden(refusals.clientStatus);
  if (!isDone(current)) throw conflict(refusals.notReopenable);
}

/** resolvedAt: set when a request becomes resolved or closed, kept from resolved to closed, cleared on reopening. */
export function nextResolvedAt(
  from: RequestStatus,
  to: RequestStatus,
  resolvedAt: Date | null,
  now: Date,
): Date | null {
  if (!isDone(to)) return null;
  return isDone(from) && resolvedAt ? resolvedAt : now;
}

/**
 * The status after a public reply. A client's reply on a request waiting on it, or resolved, hands it back to
 * Nexora (open); staff replies leave the status to staff, who set it explicitly. Nobody replies on a closed request
 * (reopen it first); internal notes never change the status.
 */
export function statusAfterMessage(current: RequestStatus, by: { staff: boolean }, internal: boolean): RequestStatus {
  if (current === "closed") throw conflict(refusals.closedReply);
  if (internal || by.staff) return current;
  return current === "waiting_on_client" || current === "resolved" ? "open" : current;
}

const dayMs = 86_400_000;

/** The calendar day in India at this instant, "YYYY-MM-DD". */
export const istDay = istDate;

/** This week in India, Monday to Sunday, as calendar days. */
export function istWeek(now: Date): { start: string; end: string } {
  const local = new Date(now.getTime() + istOffsetMs);
  const sinceMonday = (local.getUTCDay() + 6) % 7;
  const monday = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() - sinceMonday));
  return {
    start: monday.toISOString().slice(0, 10),
    end: new Date(monday.getTime() + 6 * dayMs).toISOString().slice(0, 10),
  };
}

/** The instant this month began in India (midnight IST on the 1st). */
export function istMonthStart(now: Date): Date {
  const local = new Date(now.getTime() + istOffsetMs);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - istOffsetMs);
}
