// GET /api/portal/projects/:id: the project with its milestones and requests (clients: their organisation's);
// PATCH (staff): name, summary, status, dates, owner, or progress (null goes back to automatic). Clients, vendors and
// another organisation's callers get a 404.
import { portalRoute, readPortalJson } from "@/lib/portal/api-gate";
import { json } from "@/lib/http/responses";
import { updateProject } from "@/lib/workspace/project-writes";
import { getProject } from "@/lib/workspace/projects";
import { projectUpdateSchema } from "@/lib/workspace/schemas";

type Params = { id: string };

export const GET = portalRoute<Params>(
  "portal project",
  ["admin", "employee", "client"],
  async ({ caller, db, params }) => json(await getProject(db, caller, params.id)),
);

export const PATCH = portalRoute<Params>(
  "portal project update",
  ["admin", "employee"],
  async ({ request, caller, db, now, params }) => {
    // Looked up before the body is read: a missing project is a 404 whatever was sent.
    await getProject(db, caller, params.id);
    const body = await readPortalJson(request, projectUpdateSchema);
    if (!body.ok) return body.response;
    await updateProject(db, caller, params.id, body.data, now);
    return json(await getProject(db, caller, params.id));
  },
);
