// The admin's organisations views: the list, and one organisation with its members and its work.
import type { Metadata } from "next";
import { OrganisationView, OrganisationsView } from "@/components/portal/admin/organisations-view";
import { requireUser } from "@/lib/auth/session";
import { loadOrganisation, loadOrganisationList } from "@/lib/portal/page-data/organisations";
import type { DetailProps } from "./types";

export const listMetadata: Metadata = { title: "Organisations" };
export const detailMetadata: Metadata = { title: "Organisation" };

export async function Organisations() {
  return <OrganisationsView organisations={await loadOrganisationList(await requireUser("admin"))} />;
}

export async function Organisation({ params }: DetailProps) {
  return <OrganisationView organisation={await loadOrganisation(await requireUser("admin"), (await params).id)} />;
}
