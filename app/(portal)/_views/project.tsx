// One project, for every role; a role's page file re-exports its view.
import type { Metadata } from "next";
import { ProjectView } from "@/components/portal/workspace/project-view";
import { requireUser } from "@/lib/auth/session";
import { loadProject } from "@/lib/portal/page-data/projects";
import type { DetailProps } from "./types";

type ProjectRole = "admin" | "employee" | "client";

export const detailMetadata: Metadata = { title: "Project" };

function projectDetail(role: ProjectRole) {
  return async function ProjectPage({ params }: DetailProps) {
    const user = await requireUser(role);
    const { project, files, choices } = await loadProject(user, (await params).id);
    return (
      <ProjectView
        project={project}
        files={files}
        choices={choices}
        basePath={`/${role}/projects`}
        requestsPath={`/${role}/requests`}
      />
    );
  };
}

export const AdminProject = projectDetail("admin");
export const EmployeeProject = projectDetail("employee");
export const ClientProject = projectDetail("client");
