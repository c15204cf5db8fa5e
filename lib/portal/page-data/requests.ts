// What the requests views read: the list with its filters from the query string, one request with its files, and
// the new request form's choices.
import "server-only";
import { cache } from "react";
import { isStaff, type Caller } from "../../workspace/caller";
import { listFiles } from "../../workspace/files";
import { organisationFilterName } from "../../workspace/organisation-names";
import { listProjects, organisationProjectChoices } from "../../workspace/projects";
import { getRequest, listRequests } from "../../workspace/requests";
import { activeStaff } from "../../workspace/members";
import { withUnread } from "../../workspace/read-state";
import { readableRequestCursor, requestOrderOf } from "../../workspace/request-order";
import { requestListQuerySchema, type RequestListQuery } from "../../workspace/schemas";
import { firstValue, pageRead, type SearchParams } from "./read";

/** The filters a list page keeps in its address: each as the API would read it, a value it would refuse dropped. */
export type RequestListFilters = Partial<Record<(typeof filterNames)[number], string>>;
const filterNames = ["q", "status", "priority", "organisation", "assignee", "waiting", "sla", "sort", "order"] as const;
const staffOnly = new Set(["organisation", "assignee", "waiting"]);
/** The service-target order is the staff queue's: a client's list offers the others. */
const staffOnlyValues: Partial<Record<(typeof filterNames)[number], string>> = { sort: "sla" };

function listFilters(staff: boolean, params: SearchParams): { filters: RequestListFilters; query: RequestListQuery } {
  const filters: RequestListFilters = {};
  const query: Record<string, unknown> = {};
  for (const name of filterNames) {
    const value = firstValue(params[name]);
    if (!value || (!staff && (staffOnly.has(name) || staffOnlyValues[name] === value))) continue;
    const parsed = requestListQuerySchema.shape[name].safeParse(value);
    if (!parsed.success || parsed.data === undefined) continue;
    filters[name] = value;
    query[name] = parsed.data;
  }
  return { filters, query: query as RequestListQuery };
}

/** The requests list as the query string filters and sorts it; a value the list does not take is ignored. */
export function loadRequestList(caller: Caller, params: SearchParams) {
  const staff = isStaff(caller);
  const { filters, query } = listFilters(staff, params);
  const cursor = readableRequestCursor(firstValue(params.cursor), requestOrderOf(query));
  return pageRead("portal requests", caller, async (db, who, now) => {
    const [list, organisationName, staffMembers] = await Promise.all([
      listRequests(db, who, { ...query, cursor }, now),
      staff ? organisationFilterName(db, filters.organisation) : Promise.resolve(undefined),
      staff ? activeStaff(db, who) : Promise.resolve(undefined),
    ]);
    return {
      ...list,
      // Read state (lib/workspace/read-state.ts): each row's `unread` for this person.
      items: await withUnread(db, who, list.items),
      now,
      filters,
      // The organisation filter shows a name, also for one chosen by id (its suggestions load when it is used).
      organisationName,
      staff: staffMembers,
    };
  });
}

/**
 * One request with its files; another organisation's, a missing one or a malformed id: the not-found page. Cached per
 * request, so the segment's gate layout and its page share one read.
 */
export const loadRequest = cache((caller: Caller, id: string) =>
  pageRead("portal request", caller, async (db, who, now) => {
    const request = await getRequest(db, who, id, now);
    const staff = isStaff(who);
    const [files, staffMembers, projects] = await Promise.all([
      listFiles(db, who, { requestId: request.id }),
      staff ? activeStaff(db, who) : Promise.resolve([]),
      staff ? organisationProjectChoices(db, who, request.organisation.id) : Promise.resolve([]),
    ]);
    return { request, files, staff: staffMembers, projects, now };
  }),
);

/** The new request form's choices: the organisation's projects. */
export function loadRequestFormChoices(caller: Caller) {
  return pageRead("portal new request", caller, async (db, who) => {
    const { items } = await listProjects(db, who);
    return { projects: items.map(({ id, name }) => ({ id, name })) };
  });
}
