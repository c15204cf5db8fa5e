import type { Metadata } from "next";
import { RequestsView } from "@/components/portal/workspace/requests-view";
import { requireUser } from "@/lib/auth/session";
import { loadRequestList, type SearchParams } from "@/lib/portal/workspace-pages";

export const metadata: Metadata = { title: "Requests" };

export default async function ClientRequestsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireUser("client");
  const list = await loadRequestList(user, await searchParams);
  return (
    <RequestsView
      basePath="/client/requests"
      items={list.items}
      nextCursor={list.nextCursor}
      filters={list.filters}
      organisations={list.organisations}
      newHref="/client/requests/new"
      noOrganisation={!user.organisationId}
    />
  );
}
