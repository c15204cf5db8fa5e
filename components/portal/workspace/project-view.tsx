// One project: summary, progress, milestones, files and its requests; staff also edit it and upload files.
import Link from "next/link";
import { formatDate } from "@/lib/portal/format";
import { portalPath } from "@/lib/portal/paths";
import type { FileListItem } from "@/lib/workspace/files";
import type { ProjectChoices, ProjectDetail } from "@/lib/workspace/projects";
import { progressSentence } from "@/lib/workspace/project-progress";
import type { RequestListItem } from "@/lib/workspace/requests";
import { PriorityBadge, StatusBadge } from "@/components/portal/status-badge";
import { FileList } from "./file-list";
import { FileUpload } from "./file-upload";
import { ProjectEditForm } from "./project-editor";
import { ProgressBar } from "./project-list";
import { MilestoneForm, MilestoneList } from "./project-milestones";
import { DetailTitle, TitledSection } from "../titled-section";
import { PortalIcon } from "@/components/portal/icon";

type Props = {
  project: ProjectDetail;
  files: FileListItem[];
  /** Staff's form choices; null for a client, who reads the project without its controls. */
  choices: ProjectChoices | null;
  basePath: string;
  requestsPath: string;
};

const card = "rounded-2xl border border-slate-200 bg-white p-5";
const cardHeading = "text-lg font-semibold text-ink";

export function ProjectView({ project: p, files, choices, basePath, requestsPath }: Props) {
  const staff = choices !== null;
  const staffChoices = choices?.staff;
  const done = p.milestones.filter((m) => m.done).length;
  const newRequest = `${portalPath("client", "requests", "new")}?projectId=${p.id}`;
  return (
    <article aria-labelledby="view-title">
      <DetailTitle back={basePath} backText="All projects" title={p.name} />
      <p className="mt-1 flex flex-wrap items-center gap-2 text-slate-600">
        <StatusBadge status={p.status} />
        {[
          staff ? p.organisation.name : null,
          `Due ${formatDate(p.dueDate, "not set")}`,
          p.owner ? `Led by ${p.owner.name}` : null,
        ]
          .filter(Boolean)
          .join(" · ")}
      </p>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid min-w-0 content-start gap-6">
          <section aria-label="Summary and progress" className={card}>
            {p.summary ? (
              <p className="leading-relaxed break-words whitespace-pre-wrap text-ink">{p.summary}</p>
            ) : (
              <p className="text-slate-600">No summary yet.</p>
            )}
            <div className="mt-4">
              <ProgressBar
                value={p.progress}
                label={`Progress of ${p.name}`}
                text={progressSentence(p.progress, done, p.milestones.length)}
              />
              <p className="mt-1 text-sm text-slate-600">
                {p.progressManual
                  ? "Progress set by hand."
                  : p.milestones.length
                    ? "Progress follows the milestones."
                    : null}
              </p>
            </div>
          </section>
          <TitledSection id="milestones-title" title="Milestones" className={card} headingClassName={cardHeading}>
            <MilestoneList items={p.milestones} staff={staff} />
            {staff ? (
              <div className="mt-4 border-t border-slate-100 pt-4">
                <MilestoneForm projectId={p.id} />
              </div>
            ) : null}
          </TitledSection>
          <TitledSection id="project-requests-title" title="Requests" className={card} headingClassName={cardHeading}>
            {p.requests.length === 0 ? (
              <p className="mt-2 text-slate-600">
                No requests about this project.{" "}
                {staff ? null : (
                  <Link href={newRequest} className="font-semibold text-accent-700 underline underline-offset-2">
                    Ask us about it
                  </Link>
                )}
              </p>
            ) : (
              <ul className="mt-3 divide-y divide-slate-100">
                {p.requests.map((r: Pick<RequestListItem, "id" | "title" | "status" | "priority">) => (
                  <li key={r.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
                    <Link
                      href={`${requestsPath}/${r.id}`}
                      className="min-w-0 font-semibold break-words text-accent-700 underline"
                    >
                      {r.title}
                    </Link>
                    <span className="flex flex-wrap gap-2">
                      <StatusBadge status={r.status} client={!staff} />
                      <PriorityBadge priority={r.priority} />
                    </span>
                  </li>
                ))}
              </ul>
            )}
            {/* A client asks about the project from here however many requests it already has. */}
            {staff || p.requests.length === 0 ? null : (
              <Link
                href={newRequest}
                className="mt-3 inline-flex items-center gap-1.5 font-semibold text-accent-700 underline underline-offset-2"
              >
                <PortalIcon name="plus" className="size-4" /> New request about this project
              </Link>
            )}
          </TitledSection>
        </div>
        <aside aria-label="About this project" className="grid min-w-0 content-start gap-4 [&>*]:min-w-0">
          {staffChoices ? (
            <div className={card}>
              <ProjectEditForm project={p} staff={staffChoices} />
            </div>
          ) : null}
          <TitledSection
            id="files-title"
            title="Files"
            className={`${card} grid gap-3`}
            headingClassName="font-semibold text-ink"
          >
            <FileList files={files} />
            {staff ? <FileUpload link={{ projectId: p.id }} /> : null}
          </TitledSection>
        </aside>
      </div>
    </article>
  );
}
