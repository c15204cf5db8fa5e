"use server";
// A milestone removed from its project (staff), after the page's confirmation.
import { z } from "zod";
import { staffRoles } from "../../workspace/caller";
import { notFound } from "../../workspace/errors";
import { removeMilestone } from "../../workspace/milestone-writes";
import { findMilestone } from "../../workspace/projects";
import { resourceAction } from "../safe-action";

export const removeMilestoneAction = resourceAction(
  "remove milestone",
  staffRoles,
  z.object({}),
  async (milestoneId, _input, { caller, db, now }) => {
    const milestone = await findMilestone(db, milestoneId);
    if (!milestone) throw notFound("milestone");
    await removeMilestone(db, caller, milestone.projectId, milestone.id, now);
    return true;
  },
);
