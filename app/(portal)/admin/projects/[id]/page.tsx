import type { Metadata } from "next";
import { RoleProjectPage } from "@/app/(portal)/_views/project-pages";

export const metadata: Metadata = { title: "Project" };

export default function AdminProjectPage({ params }: { params: Promise<{ id: string }> }) {
  return <RoleProjectPage role="admin" params={params} />;
}
