import type { Metadata } from "next";
import { OrganisationView } from "@/components/portal/admin/organisations-view";
import { requireUser } from "@/lib/auth/session";
import { loadOrganisation } from "@/lib/portal/detail-pages";

export const metadata: Metadata = { title: "Organisation" };

export default async function AdminOrganisationPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requireUser("admin");
  const { id } = await params;
  const organisation = await loadOrganisation(user, id);
  return <OrganisationView organisation={organisation} />;
}
