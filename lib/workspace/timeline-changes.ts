// The fields of a request change a timeline shows, read from an activity entry's `change` (`{field: {from, to}}`),
// with people and projects by name. Anything else in a change (a message id, a title) is not an event of its own.
import type { RequestPriority, RequestStatus } from "./vocabulary";

export type TimelineChange =
  | { field: "status"; from: RequestStatus; to: RequestStatus }
  | { field: "priority"; from: RequestPriority; to: RequestPriority }
  | { field: "dueDate"; from: string | null; to: string | null }
  | { field: "assignee"; from: string | null; to: string | null }
  | { field: "project"; from: string | null; to: string | null };

type Pair = { from: unknown; to: unknown };

const isPair = (value: unknown): value is Pair =>
  typeof value === "object" && value !== null && "from" in value && "to" in value;

const text = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);

/** A person or project as a change names them (`{name, email}` or `{id, name}`), by name. */
const nameOf = (value: unknown): string | null =>
  typeof value === "object" && value !== null && "name" in value ? text(value.name) : null;

/** The changes an entry records, in a fixed order; `projects` names the project ids it mentions. */
export function eventChanges(change: Record<string, unknown>, projects: ReadonlyMap<string, string>): TimelineChange[] {
  const out: TimelineChange[] = [];
  const { status, assignee, priority, dueDate, project, projectId } = change;
  if (isPair(status)) out.push({ field: "status", from: status.from as RequestStatus, to: status.to as RequestStatus });
  if (isPair(assignee)) out.push({ field: "assignee", from: nameOf(assignee.from), to: nameOf(assignee.to) });
  if (isPair(priority))
    out.push({ field: "priority", from: priority.from as RequestPriority, to: priority.to as RequestPriority });
  if (isPair(dueDate)) out.push({ field: "dueDate", from: text(dueDate.from), to: text(dueDate.to) });
  // A request's project change names the projects (`project: {from: {id, name}, to}`); `projectId` pairs only the ids.
  if (isPair(project)) out.push({ field: "project", from: nameOf(project.from), to: nameOf(project.to) });
  else if (isPair(projectId)) {
    const name = (id: unknown) => (typeof id === "string" ? (projects.get(id) ?? "a project") : null);
    out.push({ field: "project", from: name(projectId.from), to: name(projectId.to) });
  }
  return out;
}
