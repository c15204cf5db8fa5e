import type { Metadata } from "next";
import { OrganisationsView } from "@/components/portal/admin/organisations-view";
import { requireUser } from "@/lib/auth/session";
import { workspaceRead } from "@/lib/portal/workspace-data";
import { listOrganisations } from "@/lib/workspace/organisations";

export const metadata: Metadata = { title: "Organisations" };

export default async function AdminOrganisationsPage() {
  const user = await requireUser("admin");
  const organisations = await workspaceRead("admin organisations", user, (db, who) => listOrganisations(db, who));
  return <OrganisationsView organisations={organisations} />;
}
