// What the projects views read: the list as the query string filters it, and one project with its files; for staff
// also the choices of their project forms (client organisations, staff owners).
import "server-only";
import { cache } from "react";
import type { Caller } from "../../workspace/caller";
import { listFiles } from "../../workspace/files";
import { getProject, listProjects, projectChoices } from "../../workspace/projects";
import { readableCursor } from "../../workspace/paging";
import { projectStatuses } from "../../workspace/vocabulary";
import { filterValue, pageRead, searchValue, type SearchParams } from "./read";

/** Projects: a client's organisation's, an employee's own ("mine") or every project, as the query string asks. */
export function loadProjectList(caller: Caller, params: SearchParams, options: { mine?: boolean } = {}) {
  const status = filterValue(params.status, projectStatuses);
  const cursor = readableCursor(params.cursor);
  const q = searchValue(params.q);
  return pageRead("portal projects", caller, async (db, who) => ({
    ...(await listProjects(db, who, {
      status,
      owner: options.mine ? "me" : undefined,
      cursor,
      q: q ? { words: q } : undefined,
    })),
    status,
    q,
    choices: await projectChoices(db, who),
  }));
}

/** One project with its files (and staff's form choices); not the caller's to see: the not-found page. Cached like loadRequest. */
export const loadProject = cache((caller: Caller, id: string) =>
  pageRead("portal project", caller, async (db, who) => {
    const project = await getProject(db, who, id);
    const [files, choices] = await Promise.all([
      listFiles(db, who, { projectId: project.id }),
      projectChoices(db, who),
    ]);
    return { project, files, choices };
  }),
);
