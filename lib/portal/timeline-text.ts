// How a timeline event reads: one plain sentence per change entry ("Asha assigned this to Ravi and set the due date
// to 1 Dec 2026"), with people by first name. Pure, so every wording is unit-tested.
import type { TimelineChange } from "../workspace/timeline-changes";
import { requestStatusLabel, statusLabels } from "../workspace/vocabulary";
import { ago, formatDate, formatDateTime } from "./format";

/** "Asha" for "Asha Rao": an event line names people the way colleagues do. */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

function phrase(change: TimelineChange, actor: string | null, staff: boolean): string {
  switch (change.field) {
    case "status":
      return `changed the status from ${requestStatusLabel(change.from, staff)} to ${requestStatusLabel(change.to, staff)}`;
    case "priority":
      return `changed the priority from ${statusLabels[change.from]} to ${statusLabels[change.to]}`;
    case "assignee":
      if (!change.to) return "unassigned this";
      return change.to === actor ? "took this on" : `assigned this to ${firstName(change.to)}`;
    case "dueDate":
      return change.to ? `set the due date to ${formatDate(change.to)}` : "removed the due date";
    case "project":
      return change.to ? `moved this to the project ${change.to}` : "took this off its project";
  }
}

/** "a, b and c". */
function joined(parts: string[]): string {
  return parts.length <= 1 ? (parts[0] ?? "") : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
}

/**
 * The event as a line without a full stop (the time follows it); `actor` null is the system. `staff`: the reader is
 * staff (a client reads statuses as `requestStatusLabel` words them for a client).
 */
export function eventSentence(actor: { name: string } | null, changes: TimelineChange[], staff = true): string {
  const who = actor ? firstName(actor.name) : "Nexora";
  return `${who} ${joined(changes.map((change) => phrase(change, actor?.name ?? null, staff)))}`;
}

/** When an entry happened: "5 min ago" within the day, then the date and time. */
export function entryTime(at: Date, now: Date): string {
  return now.getTime() - at.getTime() < 24 * 3600_000 ? ago(at, now) : formatDateTime(at);
}
