// Requests as a list of rows that are cards on a phone: title, state, organisation (staff), project and who has it.
import Link from "next/link";
import { formatDate } from "@/lib/portal/format";
import type { RequestListItem } from "@/lib/workspace/requests";
import { PriorityBadge, StatusBadge } from "@/components/portal/status-badge";

/** `unread` (lib/workspace/read-state.ts): someone else acted on it since this person last opened it. */
type Props = { items: (RequestListItem & { unread?: boolean })[]; basePath: string; staff: boolean; label?: string };

export function RequestList({ items, basePath, staff, label = "Requests" }: Props) {
  return (
    <ul aria-label={label} className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white">
      {items.map((r) => (
        <li key={r.id}>
          <Link
            href={`${basePath}/${r.id}`}
            className="flex flex-col gap-2 px-5 py-4 hover:bg-slate-50 md:flex-row md:items-center md:justify-between md:gap-4"
          >
            <span className="min-w-0">
              <span className={`block break-words text-ink ${r.unread ? "font-bold" : "font-medium"}`}>
                {r.unread ? (
                  <>
                    <span
                      className="mr-2 inline-block size-2 rounded-full bg-accent-600 align-middle"
                      aria-hidden="true"
                    />
                    <span className="sr-only">Unread: </span>
                  </>
                ) : null}
                {r.title}
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
            </span>
            <span className="flex flex-wrap gap-2">
              <StatusBadge status={r.status} />
              <PriorityBadge priority={r.priority} />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
