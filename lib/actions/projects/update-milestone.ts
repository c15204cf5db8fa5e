"use server";
// A staff edit of a milestone: title, due date or done. The milestone names its project.
import { staffRoles } from "../../workspace/caller";
import { notFound } from "../../workspace/errors";
import { updateMilestone } from "../../workspace/milestone-writes";
import { findMilestone } from "../../workspace/projects";
import { milestoneUpdateSchema } from "../../workspace/schemas";
import { resourceAction } from "../safe-action";

export const updateMilestoneAction = resourceAction(
  "update milestone",
  staffRoles,
  milestoneUpdateSchema,
  async (milestoneId, patch, { caller, db, now }) => {
    const milestone = await findMilestone(db, milestoneId);
    if (!milestone) throw notFound("milestone");
    await updateMilestone(db, caller, milestone.projectId, milestone.id, patch, now);
    return true;
  },
);
