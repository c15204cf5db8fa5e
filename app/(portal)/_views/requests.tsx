// The requests list of every role. A role's page file re-exports its view; what differs by role is the caller's
// capabilities, not a copy of the page. One request and the new request form are views of their own (request.tsx,
// new-request.tsx), so a page's scripts hold its own client components only.
import type { Metadata } from "next";
import { LiveRefresh } from "@/components/portal/live-refresh";
import { RequestsView } from "@/components/portal/workspace/requests-view";
import { requireUser } from "@/lib/auth/session";
import { loadRequestList } from "@/lib/portal/page-data/requests";
import type { ListProps } from "./types";
import { portalPath } from "@/lib/portal/paths";

type RequestRole = "admin" | "employee" | "client";

export const listMetadata: Metadata = { title: "Requests" };

function requestsList(role: RequestRole) {
  return async function RequestsPage({ searchParams }: ListProps) {
    const user = await requireUser(role);
    const list = await loadRequestList(user, await searchParams);
    const client = role === "client";
    return (
      <>
        {/* Live updates: any request's change reads the list again. */}
        <LiveRefresh topics={["request"]} />
        <RequestsView
          basePath={`/${role}/requests`}
          items={list.items}
          nextCursor={list.nextCursor}
          counts={list.counts}
          filters={list.filters}
          now={list.now}
          organisationName={list.organisationName}
          staff={list.staff}
          newHref={client ? portalPath("client", "requests", "new") : undefined}
          noOrganisation={client && !user.organisationId}
        />
      </>
    );
  };
}

export const AdminRequests = requestsList("admin");
export const EmployeeRequests = requestsList("employee");
export const ClientRequests = requestsList("client");
