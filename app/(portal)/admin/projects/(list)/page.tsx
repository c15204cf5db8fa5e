import type { Metadata } from "next";
import { ProjectsView } from "@/components/portal/workspace/projects-view";
import { requireUser } from "@/lib/auth/session";
import { loadProjectList, type SearchParams } from "@/lib/portal/workspace-pages";
import { projectStatuses } from "@/lib/workspace/vocabulary";
import { filterValue } from "@/lib/portal/workspace-data";

export const metadata: Metadata = { title: "Projects" };

export default async function AdminProjectsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireUser("admin");
  const params = await searchParams;
  const { items } = await loadProjectList(user, params);
  return (
    <ProjectsView
      basePath="/admin/projects"
      items={items}
      status={filterValue(params.status, projectStatuses)}
      staff={true}
      text="Every client project, newest first."
      empty="No projects yet. Create one for a client organisation through the API or the CLI."
    />
  );
}
