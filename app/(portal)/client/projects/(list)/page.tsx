import type { Metadata } from "next";
import { ProjectsView } from "@/components/portal/workspace/projects-view";
import { requireUser } from "@/lib/auth/session";
import { loadProjectList, type SearchParams } from "@/lib/portal/workspace-pages";
import { projectStatuses } from "@/lib/workspace/vocabulary";
import { filterValue } from "@/lib/portal/workspace-data";

export const metadata: Metadata = { title: "Projects" };

export default async function ClientProjectsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireUser("client");
  const params = await searchParams;
  const { items } = await loadProjectList(user, params);
  return (
    <ProjectsView
      basePath="/client/projects"
      items={items}
      status={filterValue(params.status, projectStatuses)}
      staff={false}
      text="Your organisation's projects with Nexora and how far each has come."
      empty={
        user.organisationId
          ? "No projects yet. When we start work together, it appears here."
          : "Your account is not part of an organisation yet, so there are no projects to show. Ask your Nexora contact to add you to your company's organisation."
      }
    />
  );
}
