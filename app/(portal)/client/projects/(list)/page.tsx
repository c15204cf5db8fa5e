import type { Metadata } from "next";
import { RoleProjectsPage } from "@/app/(portal)/_views/project-pages";
import type { SearchParams } from "@/lib/portal/workspace-pages";

export const metadata: Metadata = { title: "Projects" };

export default function ClientProjectsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <RoleProjectsPage role="client" searchParams={searchParams} />;
}
