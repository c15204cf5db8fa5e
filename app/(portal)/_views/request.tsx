// One request, for every role (staff or the client who raised it); the role's page file re-exports its view.
import type { Metadata } from "next";
import { LiveRefresh } from "@/components/portal/live-refresh";
import { RequestView } from "@/components/portal/workspace/request-view";
import { requireUser } from "@/lib/auth/session";
import { loadRequest } from "@/lib/portal/page-data/requests";
import { markOpened } from "@/lib/portal/page-data/read-marks";
import type { DetailProps } from "./types";

type RequestRole = "admin" | "employee" | "client";

export const detailMetadata: Metadata = { title: "Request" };

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

export const AdminRequest = requestDetail("admin");
export const EmployeeRequest = requestDetail("employee");
export const ClientRequest = requestDetail("client");
