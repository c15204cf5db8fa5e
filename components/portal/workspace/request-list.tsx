// Requests as a simple list of rows that are cards on a phone: number, title, state, organisation (staff), project,
// who has it, the last update, and when our next reply or resolution is due: for a client the promise of a first
// reply, for staff the next target as the queue words it.
import Link from "next/link";
import { formatDate } from "@/lib/portal/format";
import { serviceOf } from "@/lib/portal/queue-rows";
import { isDone } from "@/lib/workspace/request-rules";
import type { RequestListItem } from "@/lib/workspace/requests";
import { replyBySentence } from "@/lib/workspace/service-levels";
import { PriorityBadge, StatusBadge } from "@/components/portal/status-badge";
import { SlaBadge } from "./sla-badge";
import { UnreadMark } from "./unread-mark";

/** `unread` (lib/workspace/read-state.ts): someone else acted on it since this person last opened it. */
type Props = {
  items: (RequestListItem & { unread?: boolean })[];
  basePath: string;
  staff: boolean;
  now: Date;
  label?: string;
};

export function RequestList({ items, basePath, staff, now, label = "Requests" }: Props) {
  return (
    <ul aria-label={label} className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white">
      {items.map((r) => {
        const replyBy = !staff && !isDone(r.status) ? replyBySentence(r.sla, now) : null;
        // Staff see the next target as the queue says it: "Reply by tomorrow 19:30", "Clock paused".
        const service = staff && !isDone(r.status) ? serviceOf(r, now) : null;
        return (
          <li key={r.id}>
            <Link
              href={`${basePath}/${r.id}`}
              className="flex flex-col gap-2 px-5 py-4 hover:bg-slate-50 md:flex-row md:items-center md:justify-between md:gap-4"
            >
              <span className="min-w-0">
                <span className={`block break-words text-ink ${r.unread ? "font-bold" : "font-semibold"}`}>
                  <UnreadMark unread={r.unread} />
                  <span className="font-normal text-slate-600 tabular-nums">#{r.number}</span> {r.title}
                </span>
                <span className="mt-0.5 block text-sm text-slate-600">
                  {[
                    staff ? r.organisation.name : null,
                    r.project?.name,
                    staff ? (r.assignee ? `Assigned to ${r.assignee.name}` : "Unassigned") : null,
                    `Updated ${formatDate(r.updatedAt)}`,
                    r.dueDate ? `Due ${formatDate(r.dueDate)}` : null,
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                </span>
                {replyBy ? <span className="mt-0.5 block text-sm text-ink">{replyBy}</span> : null}
                {service ? (
                  <span className="mt-0.5 block text-sm text-ink">
                    {service.when ? `${service.label} ${service.when}` : service.label}
                  </span>
                ) : null}
              </span>
              <span className="flex flex-wrap gap-2">
                <StatusBadge status={r.status} client={!staff} />
                {staff ? <PriorityBadge priority={r.priority} /> : null}
                {staff ? <SlaBadge sla={r.sla} status={r.status} /> : null}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
