import type { Metadata } from "next";
import { RequestView } from "@/components/portal/workspace/request-view";
import { requireUser } from "@/lib/auth/session";
import { loadRequest } from "@/lib/portal/workspace-pages";

export const metadata: Metadata = { title: "Request" };

export default async function ClientRequestPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requireUser("client");
  const { request, files } = await loadRequest(user, (await params).id);
  return (
    <RequestView request={request} files={files} staff={false} viewerEmail={user.email} basePath="/client/requests" />
  );
}
