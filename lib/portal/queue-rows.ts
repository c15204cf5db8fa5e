// The staff queue's rows as the table shows them: words and labels worked out on the server, so the page sends the
// browser a few short strings a row rather than whole list items, and the table needs no clock of its own.
import type { RequestListItem } from "../workspace/requests";
import { serviceLevelMark } from "../workspace/service-levels";
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
  /** Where an open request stands against its service levels; null when on time or done. */
  sla: "overdue" | "due_soon" | null;
  unread: boolean;
};

/** "3 d", "5 h", "20 min": how long ago a request was opened. */
export function age(createdAt: Date, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - createdAt.getTime()) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 24 * 60) return `${Math.floor(minutes / 60)} h`;
  return `${Math.floor(minutes / (24 * 60))} d`;
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
    sla: serviceLevelMark(item.sla, item.status),
    unread: item.unread ?? false,
  };
}
