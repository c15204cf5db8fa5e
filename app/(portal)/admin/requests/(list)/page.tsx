import type { Metadata } from "next";
import { RequestsView } from "@/components/portal/workspace/requests-view";
import { requireUser } from "@/lib/auth/session";
import { loadRequestList, type SearchParams } from "@/lib/portal/workspace-pages";

export const metadata: Metadata = { title: "Requests" };

export default async function AdminRequestsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireUser("admin");
  const list = await loadRequestList(user, await searchParams);
  return (
    <RequestsView
      basePath="/admin/requests"
      items={list.items}
      nextCursor={list.nextCursor}
      filters={list.filters}
      organisations={list.organisations}
    />
  );
}
