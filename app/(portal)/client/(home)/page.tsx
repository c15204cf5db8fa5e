import type { Metadata } from "next";
import { ClientOverview } from "@/components/portal/workspace/client-overview";
import { requireUser } from "@/lib/auth/session";
import { loadClientOverview } from "@/lib/portal/workspace-pages";

export const metadata: Metadata = { title: "Client portal" };

export default async function ClientOverviewPage() {
  const user = await requireUser("client");
  return <ClientOverview name={user.name} overview={await loadClientOverview(user)} />;
}
