// What the workspace pages read, for every role: lists with their filters from the query string, one request or
// project with its files, and the home pages, all through lib/workspace (scoped by the caller).
import "server-only";
import { cache } from "react";
import { listFiles } from "../workspace/files";
import { isStaff, type Caller } from "../workspace/caller";
import { listOrganisations } from "../workspace/organisations";
import { getProject, listProjects } from "../workspace/projects";
import { clientOverview, staffFigures } from "../workspace/request-figures";
import { invoicesAwaitingReview } from "../workspace/invoices";
import { getRequest, listRequests } from "../workspace/requests";
import { isUuid, readableCursor } from "../workspace/scope";
import { projectStatuses, requestPriorities, requestStatuses } from "../workspace/vocabulary";
import { filterValue, workspaceRead } from "./workspace-data";

export type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The requests list as the query string filters it; a filter value the list does not know is ignored. */
export function loadRequestList(caller: Caller, params: SearchParams) {
  const staff = isStaff(caller);
  const organisation = first(params.organisation);
  const assignee = first(params.assignee);
  const cursor = readableCursor(params.cursor);
  const filters = {
    status: filterValue(params.status, requestStatuses),
    priority: staff ? filterValue(params.priority, requestPriorities) : undefined,
    organisation: staff && organisation && isUuid(organisation) ? organisation : undefined,
    assignee: staff && (assignee === "me" || assignee === "none") ? assignee : undefined,
  };
  return workspaceRead("portal requests", caller, async (db, who) => {
    const [list, organisations] = await Promise.all([
      listRequests(db, who, { ...filters, cursor }),
      staff ? listOrganisations(db, who, { kind: "client" }) : Promise.resolve(undefined),
    ]);
    return { ...list, filters, organisations: organisations?.map(({ id, name }) => ({ id, name })) };
  });
}

/**
 * One request with its files; another organisation's, a missing one or a malformed id: the not-found page. Cached per
 * request, so the segment's gate layout and its page share one read.
 */
export const loadRequest = cache((caller: Caller, id: string) =>
  workspaceRead("portal request", caller, async (db, who) => {
    const request = await getRequest(db, who, id);
    const files = await listFiles(db, who, { requestId: request.id });
    return { request, files };
  }),
);

/** The new request form's choices: the organisation's projects. */
export function loadRequestFormChoices(caller: Caller) {
  return workspaceRead("portal new request", caller, async (db, who) => {
    const { items } = await listProjects(db, who);
    return { projects: items.map(({ id, name }) => ({ id, name })) };
  });
}

/** Projects: a client's organisation's, an employee's own ("mine") or every project, as the query string asks. */
export function loadProjectList(caller: Caller, params: SearchParams, options: { mine?: boolean } = {}) {
  const status = filterValue(params.status, projectStatuses);
  const cursor = readableCursor(params.cursor);
  return workspaceRead("portal projects", caller, (db, who) =>
    listProjects(db, who, {
      status,
      owner: options.mine ? "me" : undefined,
      cursor,
    }),
  );
}

/** One project with its files; not the caller's to see: the not-found page. Cached like loadRequest. */
export const loadProject = cache((caller: Caller, id: string) =>
  workspaceRead("portal project", caller, async (db, who) => {
    const project = await getProject(db, who, id);
    const files = await listFiles(db, who, { projectId: project.id });
    return { project, files };
  }),
);

/** A client's home page. */
export function loadClientOverview(caller: Caller) {
  return workspaceRead("client overview", caller, (db, who, now) => clientOverview(db, who, now));
}

/** A staff member's figures, the invoices waiting for a decision and the newest requests assigned to them. */
export function loadStaffOverview(caller: Caller) {
  return workspaceRead("staff overview", caller, async (db, who, now) => {
    const [figures, invoices, mine] = await Promise.all([
      staffFigures(db, who, now),
      invoicesAwaitingReview(db),
      listRequests(db, who, { assignee: "me" }),
    ]);
    const open = mine.items.filter((r) => r.status !== "resolved" && r.status !== "closed").slice(0, 5);
    return { figures, invoicesAwaitingReview: invoices, mine: open };
  });
}
