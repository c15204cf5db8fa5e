"use server";
// A staff edit of a project: name, summary, status, dates, owner, or progress (typed, or null for automatic).
import { updateProject } from "../../workspace/project-writes";
import { projectUpdateSchema } from "../../workspace/schemas";
import { staffRoles } from "../../workspace/caller";
import { resourceAction } from "../safe-action";

export const updateProjectAction = resourceAction(
  "update project",
  staffRoles,
  projectUpdateSchema,
  async (projectId, patch, { caller, db, now }) => {
    await updateProject(db, caller, projectId, patch, now);
    return true;
  },
);
