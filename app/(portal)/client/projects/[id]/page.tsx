import type { Metadata } from "next";
import { ProjectView } from "@/components/portal/workspace/project-view";
import { requireUser } from "@/lib/auth/session";
import { loadProject } from "@/lib/portal/workspace-pages";

export const metadata: Metadata = { title: "Project" };

export default async function ClientProjectPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requireUser("client");
  const { project, files } = await loadProject(user, (await params).id);
  return (
    <ProjectView
      project={project}
      files={files}
      staff={false}
      basePath="/client/projects"
      requestsPath="/client/requests"
    />
  );
}
