import type { Metadata } from "next";
import { ProjectsView } from "@/components/portal/workspace/projects-view";
import { requireUser } from "@/lib/auth/session";
import { loadProjectList, type SearchParams } from "@/lib/portal/workspace-pages";
import { projectStatuses } from "@/lib/workspace/vocabulary";
import { filterValue } from "@/lib/portal/workspace-data";

export const metadata: Metadata = { title: "Projects" };

export default async function EmployeeProjectsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireUser("employee");
  const params = await searchParams;
  const { items } = await loadProjectList(user, params, { mine: true });
  return (
    <ProjectsView
      basePath="/employee/projects"
      items={items}
      status={filterValue(params.status, projectStatuses)}
      staff={true}
      text="The projects you lead: keep their status, progress and milestones current."
      empty="You lead no project yet. An admin makes you a project's owner."
    />
  );
}
