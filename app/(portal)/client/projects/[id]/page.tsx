import type { Metadata } from "next";
import { RoleProjectPage } from "@/app/(portal)/_views/project-pages";

export const metadata: Metadata = { title: "Project" };

export default function ClientProjectPage({ params }: { params: Promise<{ id: string }> }) {
  return <RoleProjectPage role="client" params={params} />;
}
