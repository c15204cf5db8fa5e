// GET /api/portal/projects (clients: their organisation's; staff: all; `?status=`, `?owner=me`, `?q=` name or
// summary words, `?cursor=`) and POST (staff): a project for a client organisation. Vendors get a 404, as for
// anything they may not see.
import { portalRoute, readPortalJson } from "@/lib/portal/api-gate";
import { json, jsonError } from "@/lib/http/responses";
import { fieldErrors, firstError } from "@/lib/validation/field-errors";
import { createProject } from "@/lib/workspace/project-writes";
import { listProjects } from "@/lib/workspace/projects";
import { projectCreateSchema, projectListQuerySchema, queryObject } from "@/lib/workspace/schemas";

export const GET = portalRoute(
  "portal projects list",
  ["admin", "employee", "client"],
  async ({ request, caller, db }) => {
    const query = projectListQuerySchema.safeParse(queryObject(new URL(request.url).searchParams));
    if (!query.success) {
      const fields = fieldErrors(query.error);
      return jsonError(400, firstError(fields, "Please check the filters."), { fields });
    }
    return json(await listProjects(db, caller, query.data));
  },
);

export const POST = portalRoute(
  "portal projects create",
  ["admin", "employee"],
  async ({ request, caller, db, now }) => {
    const body = await readPortalJson(request, projectCreateSchema);
    if (!body.ok) return body.response;
    return json(await createProject(db, caller, body.data, now), { status: 201 });
  },
);
