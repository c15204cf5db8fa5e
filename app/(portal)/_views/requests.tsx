// The requests views of every role: the list, one request and (for a client) the new request form. A role's page
// file re-exports its view; what differs by role is the caller's capabilities, not a copy of the page.
import type { Metadata } from "next";
import { LiveRefresh } from "@/components/portal/live-refresh";
import { EmptyState, ViewHeader } from "@/components/portal/workspace/empty-state";
import { NewRequestForm } from "@/components/portal/workspace/new-request-form";
import { RequestView } from "@/components/portal/workspace/request-view";
import { RequestsView } from "@/components/portal/workspace/requests-view";
import { requireUser } from "@/lib/auth/session";
import { firstValue } from "@/lib/portal/page-data/read";
import { loadRequest, loadRequestFormChoices, loadRequestList } from "@/lib/portal/page-data/requests";
import { markOpened } from "@/lib/portal/page-data/read-marks";
import type { DetailProps, ListProps } from "./types";
import { portalPath } from "@/lib/portal/paths";

type RequestRole = "admin" | "employee" | "client";

export const listMetadata: Metadata = { title: "Requests" };
export const detailMetadata: Metadata = { title: "Request" };
export const newMetadata: Metadata = { title: "New request" };

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

function requestDetail(role: RequestRole) {
  return async function RequestPage({ params }: DetailProps) {
    const user = await requireUser(role);
    const { request, files, staff, projects, now } = await loadRequest(user, (await params).id);
    await markOpened(user, "request", request.id);
    return (
      <>
        {/* Live updates: a change to this request reads the page again. */}
        <LiveRefresh topics={["request"]} id={request.id} />
        <RequestView
          request={request}
          files={files}
          staff={role !== "client"}
          basePath={`/${role}/requests`}
          now={now}
          people={staff}
          projects={projects}
        />
      </>
    );
  };
}

export const AdminRequests = requestsList("admin");
export const EmployeeRequests = requestsList("employee");
export const ClientRequests = requestsList("client");
export const AdminRequest = requestDetail("admin");
export const EmployeeRequest = requestDetail("employee");
export const ClientRequest = requestDetail("client");

/** A client's form for a new request; a link from a project's page names that project. */
export async function NewRequest({ searchParams }: ListProps) {
  const user = await requireUser("client");
  if (!user.organisationId)
    return (
      <section aria-labelledby="view-title" className="grid gap-6">
        <ViewHeader title="New request" />
        <EmptyState>
          Your account is not part of an organisation yet, so requests cannot be opened. Ask your Nexora contact to add
          you to your company&apos;s organisation.
        </EmptyState>
      </section>
    );
  const { projects } = await loadRequestFormChoices(user);
  // Only one of the organisation's own projects is taken.
  const asked = firstValue((await searchParams).projectId);
  const initialProjectId = projects.find((p) => p.id === asked)?.id;
  return (
    <section aria-labelledby="view-title" className="grid gap-6">
      <ViewHeader title="New request" text="Tell us what you need; the team answers here and by e-mail." />
      <NewRequestForm
        projects={projects}
        basePath={portalPath("client", "requests")}
        initialProjectId={initialProjectId}
      />
    </section>
  );
}
