// What the requests views read: the list with its filters from the query string, one request with its files, and
// the new request form's choices.
import "server-only";
import { cache } from "react";
import { isStaff, type Caller } from "../../workspace/caller";
import { listFiles } from "../../workspace/files";
import { listOrganisations } from "../../workspace/organisations";
import { listProjects } from "../../workspace/projects";
import { getRequest, listRequests } from "../../workspace/requests";
import { isUuid } from "../../workspace/ids";
import { withUnread } from "../../workspace/read-state";
import { readableCursor } from "../../workspace/paging";
import { requestPriorities, requestStatuses } from "../../workspace/vocabulary";
import { filterValue, firstValue, pageRead, type SearchParams } from "./read";

/** The requests list as the query string filters it; a filter value the list does not know is ignored. */
export function loadRequestList(caller: Caller, params: SearchParams) {
  const staff = isStaff(caller);
  const organisation = firstValue(params.organisation);
  const assignee = firstValue(params.assignee);
  const cursor = readableCursor(params.cursor);
  const filters = {
    status: filterValue(params.status, requestStatuses),
    priority: staff ? filterValue(params.priority, requestPriorities) : undefined,
    organisation: staff && organisation && isUuid(organisation) ? organisation : undefined,
    assignee: staff && (assignee === "me" || assignee === "none") ? assignee : undefined,
  };
  return pageRead("portal requests", caller, async (db, who) => {
    const [list, organisations] = await Promise.all([
      listRequests(db, who, { ...filters, cursor }),
      staff ? listOrganisations(db, who, { kind: "client" }) : Promise.resolve(undefined),
    ]);
    // Read state (lib/workspace/read-state.ts): each row's `unread` for this person.
    const items = await withUnread(db, who, list.items);
    return { ...list, items, filters, organisations: organisations?.map(({ id, name }) => ({ id, name })) };
  });
}

/**
 * One request with its files; another organisation's, a missing one or a malformed id: the not-found page. Cached per
 * request, so the segment's gate layout and its page share one read.
 */
export const loadRequest = cache((caller: Caller, id: string) =>
  pageRead("portal request", caller, async (db, who) => {
    const request = await getRequest(db, who, id);
    const files = await listFiles(db, who, { requestId: request.id });
    return { request, files };
  }),
);

/** The new request form's choices: the organisation's projects. */
export function loadRequestFormChoices(caller: Caller) {
  return pageRead("portal new request", caller, async (db, who) => {
    const { items } = await listProjects(db, who);
    return { projects: items.map(({ id, name }) => ({ id, name })) };
  });
}
