// The projects list of every role: an employee sees the projects they lead, an admin every one, a client their
// organisation's. One project is a view of its own (project.tsx); a role's page file re-exports its view.
import type { Metadata } from "next";
import { ProjectCreateForm } from "@/components/portal/workspace/project-create-form";
import { ProjectsView } from "@/components/portal/workspace/projects-view";
import { requireUser } from "@/lib/auth/session";
import { loadProjectList } from "@/lib/portal/page-data/projects";
import type { ListProps } from "./types";

type ProjectRole = "admin" | "employee" | "client";

export const listMetadata: Metadata = { title: "Projects" };

// The list's words per role; the client's empty text depends on whether the account has an organisation.
const listCopy: Record<ProjectRole, { text: string; empty: (hasOrganisation: boolean) => string }> = {
  admin: {
    text: "Every client project, newest first.",
    empty: () => "No projects yet. Start the first one with New project above.",
  },
  employee: {
    text: "The projects you lead: keep their status, progress and milestones current.",
    empty: () => "You lead no project yet. Start one with New project above, or ask a colleague to make you its lead.",
  },
  client: {
    text: "Your organisation's projects with Nexora and how far each has come.",
    empty: (hasOrganisation) =>
      hasOrganisation
        ? "No projects yet. When we start work together, it appears here."
        : "Your account is not part of an organisation yet, so there are no projects to show. Ask your Nexora contact to add you to your company's organisation.",
  },
};

function projectsList(role: ProjectRole) {
  return async function ProjectsPage({ searchParams }: ListProps) {
    const user = await requireUser(role);
    const { items, status, q, choices } = await loadProjectList(user, await searchParams, {
      mine: role === "employee",
    });
    return (
      <ProjectsView
        create={
          choices ? (
            <ProjectCreateForm choices={choices} basePath={`/${role}/projects`} ownerEmail={user.email} />
          ) : null
        }
        basePath={`/${role}/projects`}
        items={items}
        status={status}
        q={q}
        staff={role !== "client"}
        text={listCopy[role].text}
        empty={listCopy[role].empty(Boolean(user.organisationId))}
      />
    );
  };
}

/** One project with its files, linking to the role's own requests. */

export const AdminProjects = projectsList("admin");
export const EmployeeProjects = projectsList("employee");
export const ClientProjects = projectsList("client");
