// The staff queue's rows as the table shows them: words and labels worked out on the server, so the page sends the
// browser a few short strings a row rather than whole list items, and the table needs no clock of its own.
import type { RequestListItem } from "../workspace/requests";
import { isDone } from "../workspace/request-rules";
import { nextTarget, serviceLevelMark, shortIst } from "../workspace/service-levels";
import type { RequestPriority, RequestStatus } from "../workspace/vocabulary";
import { ago, formatDate } from "./format";

export type QueueRow = {
  id: string;
  number: number;
  title: string;
  organisation: string;
  status: RequestStatus;
  priority: RequestPriority;
  /** The assignee's name, or null for nobody. */
  assignee: string | null;
  due: string;
  age: string;
  /** Who wrote the latest public word ("Nexora" or "Client") and how long ago; null when unknown. */
  spoke: [who: string, when: string] | null;
  /**
   * Where the request stands against its service levels: late or nearly so, the next target and when it falls due,
   * its resolution clock paused while it waits on the client, or, once done, whether both targets were met.
   */
  service: { mark: "overdue" | "due_soon" | "on_time" | "paused" | "met" | "missed"; label: string; when?: string };
  unread: boolean;
};

/** "3 d", "5 h", "20 min": how long ago a request was opened. */
export function age(createdAt: Date, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - createdAt.getTime()) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 24 * 60) return `${Math.floor(minutes / 60)} h`;
  return `${Math.floor(minutes / (24 * 60))} d`;
}

/** Where a request stands against its service levels, in the queue's words ("Reply by", "tomorrow 19:30"). */
export function serviceOf({ sla, status }: Pick<RequestListItem, "sla" | "status">, now: Date): QueueRow["service"] {
  if (isDone(status)) return sla.breached ? { mark: "missed", label: "Missed" } : { mark: "met", label: "Met" };
  const next = nextTarget(sla, status);
  if (!next) return { mark: "paused", label: "Clock paused" };
  const when = shortIst(next.dueAt, now);
  const mark = serviceLevelMark(sla, status) ?? "on_time";
  const reply = next.target === "reply";
  if (mark === "overdue") return { mark, label: reply ? "Reply was due" : "Resolution was due", when };
  return { mark, label: reply ? "Reply by" : "Resolve by", when };
}

export function queueRow(item: RequestListItem & { unread?: boolean }, now: Date): QueueRow {
  return {
    id: item.id,
    number: item.number,
    title: item.title,
    organisation: item.organisation.name,
    status: item.status,
    priority: item.priority,
    assignee: item.assignee?.name ?? null,
    due: formatDate(item.dueDate),
    age: age(item.createdAt, now),
    spoke: item.lastMessage
      ? [item.lastMessage.by === "staff" ? "Nexora" : "Client", ago(item.lastMessage.at, now)]
      : null,
    service: serviceOf(item, now),
    unread: item.unread ?? false,
  };
}
