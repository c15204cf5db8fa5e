// The projects list and one project as every role sees them: the role's page files only name their role.
import { ProjectView } from "@/components/portal/workspace/project-view";
import { ProjectsView } from "@/components/portal/workspace/projects-view";
import { requireUser } from "@/lib/auth/session";
import { filterValue } from "@/lib/portal/workspace-data";
import { loadProject, loadProjectList, type SearchParams } from "@/lib/portal/workspace-pages";
import { projectStatuses } from "@/lib/workspace/vocabulary";

type ProjectRole = "admin" | "employee" | "client";

// The list's words per role; the client's empty text depends on whether the account has an organisation.
const listCopy: Record<ProjectRole, { text: string; empty: (hasOrganisation: boolean) => string }> = {
  admin: {
    text: "Every client project, newest first.",
    empty: () => "No projects yet. Create one for a client organisation through the API or the CLI.",
  },
  employee: {
    text: "The projects you lead: keep their status, progress and milestones current.",
    empty: () => "You lead no project yet. An admin makes you a project's owner.",
  },
  client: {
    text: "Your organisation's projects with Nexora and how far each has come.",
    empty: (hasOrganisation) =>
      hasOrganisation
        ? "No projects yet. When we start work together, it appears here."
        : "Your account is not part of an organisation yet, so there are no projects to show. Ask your Nexora contact to add you to your company's organisation.",
  },
};

/** The projects list: an employee sees the projects they lead, an admin every one, a client their organisation's. */
export async function RoleProjectsPage({
  role,
  searchParams,
}: {
  role: ProjectRole;
  searchParams: Promise<SearchParams>;
}) {
  const user = await requireUser(role);
  const params = await searchParams;
  const { items } = await loadProjectList(user, params, { mine: role === "employee" });
  return (
    <ProjectsView
      basePath={`/${role}/projects`}
      items={items}
      status={filterValue(params.status, projectStatuses)}
      staff={role !== "client"}
      text={listCopy[role].text}
      empty={listCopy[role].empty(Boolean(user.organisationId))}
    />
  );
}

/** One project with its files, linking to the role's own requests. */
export async function RoleProjectPage({ role, params }: { role: ProjectRole; params: Promise<{ id: string }> }) {
  const user = await requireUser(role);
  const { project, files } = await loadProject(user, (await params).id);
  return (
    <ProjectView
      project={project}
      files={files}
      staff={role !== "client"}
      basePath={`/${role}/projects`}
      requestsPath={`/${role}/requests`}
    />
  );
}
