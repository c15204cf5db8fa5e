"use server";
// A milestone marked done or not done (staff).
import { staffRoles } from "../../workspace/caller";
import { setMilestoneDone } from "../../workspace/project-writes";
import { milestoneDoneSchema } from "../../workspace/schemas";
import { resourceAction } from "../safe-action";

export const setMilestoneDoneAction = resourceAction(
  "milestone done",
  staffRoles,
  milestoneDoneSchema,
  async (milestoneId, { done }, { caller, db, now }) => {
    await setMilestoneDone(db, caller, milestoneId, done, now);
    return true;
  },
);
