// One request: its timeline (what was asked, the messages with their files and the changes, internal notes only ever
// given to staff), the reply form, and beside it the request's state, its controls and all its files.
import { formatDate } from "@/lib/portal/format";
import type { FileListItem } from "@/lib/workspace/files";
import type { RequestDetail } from "@/lib/workspace/requests";
import type { WithTimeline } from "@/lib/workspace/timeline";
import { PriorityBadge, StatusBadge } from "@/components/portal/status-badge";
import { FileList } from "./file-list";
import { QueueNav } from "./queue-nav";
import { ReplyForm } from "./reply-form";
import { RequestControls } from "./request-controls";
import { RequestServiceLevel } from "./request-service-level";
import { RequestTimeline } from "./request-timeline";
import { SlaBadge } from "./sla-badge";
import type { StaffMember } from "@/lib/workspace/members";
import { istDay } from "@/lib/workspace/request-rules";
import { DetailTitle, TitledSection } from "../titled-section";

type Props = {
  request: WithTimeline<RequestDetail>;
  files: FileListItem[];
  staff: boolean;
  basePath: string;
  /** The moment the page is drawn, for "5 min ago" and the service levels. */
  now: Date;
  /** Staff: whom it can be assigned to and the organisation's projects. */
  people?: StaffMember[];
  projects?: { id: string; name: string }[];
};

export function RequestView({ request: r, files, staff, basePath, now, people, projects }: Props) {
  const meta: [string, string][] = [
    ...(staff ? ([["Organisation", r.organisation.name]] as [string, string][]) : []),
    ["Project", r.project?.name ?? "None"],
    ["Assignee", r.assignee?.name ?? "Not assigned yet"],
    ["Opened", `${formatDate(r.createdAt)}${r.createdBy ? ` by ${r.createdBy.name}` : ""}`],
    ["Due", formatDate(r.dueDate, "No date")],
  ];
  return (
    <article aria-labelledby="view-title">
      <DetailTitle
        back={basePath}
        backText="All requests"
        title={r.title}
        nav={staff ? <QueueNav requestId={r.id} basePath={basePath} /> : undefined}
      />
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <span className="text-sm text-slate-600 tabular-nums">#{r.number}</span>
        <StatusBadge status={r.status} client={!staff} />
        <PriorityBadge priority={r.priority} />
        {staff ? <SlaBadge sla={r.sla} status={r.status} /> : null}
      </div>
      {staff ? null : (
        <div className="mt-2">
          <RequestServiceLevel sla={r.sla} status={r.status} staff={false} now={now} />
        </div>
      )}
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid min-w-0 content-start gap-6">
          <section aria-labelledby="thread-title">
            <h2 id="thread-title" className="sr-only">
              Timeline
            </h2>
            <RequestTimeline entries={r.timeline} now={now} staff={staff} />
          </section>
          <section className="rounded-2xl border border-slate-200 bg-white p-5">
            <ReplyForm requestId={r.id} staff={staff} />
          </section>
        </div>
        <aside aria-label="About this request" className="grid min-w-0 content-start gap-4 [&>*]:min-w-0">
          <dl className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white text-sm">
            {meta.map(([label, value]) => (
              <div key={label} className="grid grid-cols-[7rem_minmax(0,1fr)] gap-2 px-4 py-3">
                <dt className="text-slate-600">{label}</dt>
                <dd className="font-medium break-words text-ink">{value}</dd>
              </div>
            ))}
          </dl>
          {staff ? <RequestServiceLevel sla={r.sla} status={r.status} staff now={now} /> : null}
          <div className="rounded-2xl border border-slate-200 bg-white p-4">
            <RequestControls
              requestId={r.id}
              staff={staff}
              state={{
                status: r.status,
                priority: r.priority,
                assigneeEmail: r.assignee?.email ?? null,
                dueDate: r.dueDate,
                projectId: r.project?.id ?? null,
              }}
              people={people}
              projects={projects}
              today={istDay(now)}
            />
          </div>
          <TitledSection
            id="files-title"
            title="Files"
            className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4"
            headingClassName="font-semibold text-ink"
          >
            <FileList files={files} />
          </TitledSection>
        </aside>
      </div>
    </article>
  );
}
