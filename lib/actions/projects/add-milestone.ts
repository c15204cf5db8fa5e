"use server";
// A new milestone on a project (staff).
import { staffRoles } from "../../workspace/caller";
import { addMilestone } from "../../workspace/milestone-writes";
import { milestoneCreateSchema } from "../../workspace/schemas";
import { resourceAction } from "../safe-action";

export const addMilestoneAction = resourceAction(
  "add milestone",
  staffRoles,
  milestoneCreateSchema,
  (projectId, milestone, { caller, db, now }) => addMilestone(db, caller, projectId, milestone, now),
);
