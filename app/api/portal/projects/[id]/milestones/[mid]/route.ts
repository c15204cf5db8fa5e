// PATCH /api/portal/projects/:id/milestones/:mid (staff) {title?, dueDate?, done?} and DELETE; a milestone of another
// project is a 404. The project's progress follows in the same transaction.
import { portalRoute, readPortalJson } from "@/lib/portal/api-gate";
import { json } from "@/lib/http/responses";
import { removeMilestone, updateMilestone } from "@/lib/workspace/milestone-writes";
import { getProject } from "@/lib/workspace/projects";
import { milestoneUpdateSchema } from "@/lib/workspace/schemas";

type Params = { id: string; mid: string };
const staff = ["admin", "employee"] as const;

export const PATCH = portalRoute<Params>(
  "portal milestone update",
  staff,
  async ({ request, caller, db, now, params }) => {
    await getProject(db, caller, params.id);
    const body = await readPortalJson(request, milestoneUpdateSchema);
    if (!body.ok) return body.response;
    await updateMilestone(db, caller, params.id, params.mid, body.data, now);
    return json(await getProject(db, caller, params.id));
  },
);

export const DELETE = portalRoute<Params>("portal milestone remove", staff, async ({ caller, db, now, params }) => {
  await removeMilestone(db, caller, params.id, params.mid, now);
  return json(await getProject(db, caller, params.id));
});
