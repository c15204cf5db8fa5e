// The admin's organisations list. One organisation, with its members and its work, is a view of its own
// (organisation.tsx).
import type { Metadata } from "next";
import { OrganisationsView } from "@/components/portal/admin/organisations-view";
import { requireUser } from "@/lib/auth/session";
import { loadOrganisationList } from "@/lib/portal/page-data/organisations";

export const listMetadata: Metadata = { title: "Organisations" };

export async function Organisations() {
  return <OrganisationsView organisations={await loadOrganisationList(await requireUser("admin"))} />;
}
