import type { Metadata } from "next";
import { ProjectView } from "@/components/portal/workspace/project-view";
import { requireUser } from "@/lib/auth/session";
import { loadProject } from "@/lib/portal/workspace-pages";

export const metadata: Metadata = { title: "Project" };

export default async function EmployeeProjectPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requireUser("employee");
  const { project, files } = await loadProject(user, (await params).id);
  return (
    <ProjectView
      project={project}
      files={files}
      staff={true}
      basePath="/employee/projects"
      requestsPath="/employee/requests"
    />
  );
}
