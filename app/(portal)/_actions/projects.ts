"use server";
// A project's changes by staff (status, progress, milestones added and done), each through the action gate and
// lib/workspace's rules (which refuse a client and scope the project).
import { z } from "zod";
import { authorisedAction } from "@/lib/portal/action";
import { addMilestone, setMilestoneDone, updateProject } from "@/lib/workspace/project-writes";
import { milestoneCreateSchema, milestoneDoneSchema, projectUpdateSchema } from "@/lib/workspace/schemas";

const staff = ["employee", "admin"] as const;
const id = z.string().max(100);

export const updateProjectAction = authorisedAction(
  "portal/update-project",
  staff,
  z.object({ projectId: id, patch: projectUpdateSchema }),
  async ({ projectId, patch }, { caller, db, now }) => {
    await updateProject(db, caller, projectId, patch, now);
    return true;
  },
);

export const addMilestoneAction = authorisedAction(
  "portal/add-milestone",
  staff,
  z.object({ projectId: id, milestone: milestoneCreateSchema }),
  async ({ projectId, milestone }, { caller, db, now }) => addMilestone(db, caller, projectId, milestone, now),
);

export const milestoneDoneAction = authorisedAction(
  "portal/milestone-done",
  staff,
  z.object({ milestoneId: id, state: milestoneDoneSchema }),
  async ({ milestoneId, state }, { caller, db, now }) => {
    await setMilestoneDone(db, caller, milestoneId, state.done, now);
    return true;
  },
);
