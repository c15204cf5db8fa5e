// POST /api/portal/projects/:id/milestones (staff) {title, dueDate?} → 201 {id}; the project's progress follows.
import { portalRoute, readPortalJson } from "@/lib/portal/api-gate";
import { json } from "@/lib/http/responses";
import { addMilestone } from "@/lib/workspace/milestone-writes";
import { getProject } from "@/lib/workspace/projects";
import { milestoneCreateSchema } from "@/lib/workspace/schemas";

type Params = { id: string };

export const POST = portalRoute<Params>(
  "portal milestone create",
  ["admin", "employee"],
  async ({ request, caller, db, now, params }) => {
    await getProject(db, caller, params.id);
    const body = await readPortalJson(request, milestoneCreateSchema);
    if (!body.ok) return body.response;
    return json(await addMilestone(db, caller, params.id, body.data, now), { status: 201 });
  },
);
