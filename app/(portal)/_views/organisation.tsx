// One organisation for the admin, with its members and its work.
import type { Metadata } from "next";
import { OrganisationView } from "@/components/portal/admin/organisation-view";
import { requireUser } from "@/lib/auth/session";
import { loadOrganisation, loadOrganisationWork } from "@/lib/portal/page-data/organisations";
import type { DetailProps } from "./types";

export const detailMetadata: Metadata = { title: "Organisation" };

export async function Organisation({ params }: DetailProps) {
  const caller = await requireUser("admin");
  const organisation = await loadOrganisation(caller, (await params).id);
  const work = await loadOrganisationWork(caller, organisation);
  return <OrganisationView organisation={organisation} work={work} />;
}
