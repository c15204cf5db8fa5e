import type { Metadata } from "next";
import { RequestView } from "@/components/portal/workspace/request-view";
import { requireUser } from "@/lib/auth/session";
import { loadRequest } from "@/lib/portal/workspace-pages";

export const metadata: Metadata = { title: "Request" };

export default async function AdminRequestPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requireUser("admin");
  const { request, files } = await loadRequest(user, (await params).id);
  return (
    <RequestView request={request} files={files} staff={true} viewerEmail={user.email} basePath="/admin/requests" />
  );
}
