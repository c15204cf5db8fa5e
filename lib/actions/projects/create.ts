"use server";
// A new project for a client organisation (staff), from the projects page.
import { staffRoles } from "../../workspace/caller";
import { createProject } from "../../workspace/project-writes";
import { projectCreateSchema } from "../../workspace/schemas";
import { authorisedAction } from "../safe-action";

export const createProjectAction = authorisedAction(
  "create project",
  staffRoles,
  projectCreateSchema,
  (project, { caller, db, now }) => createProject(db, caller, project, now),
);
