import type { Metadata } from "next";
import { OrganisationView } from "@/components/portal/admin/organisations-view";
import { requireUser } from "@/lib/auth/session";
import { workspaceRead } from "@/lib/portal/workspace-data";
import { getOrganisation } from "@/lib/workspace/organisations";

export const metadata: Metadata = { title: "Organisation" };

export default async function AdminOrganisationPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requireUser("admin");
  const { id } = await params;
  const organisation = await workspaceRead("admin organisation", user, (db, who) => getOrganisation(db, who, id));
  return <OrganisationView organisation={organisation} />;
}
