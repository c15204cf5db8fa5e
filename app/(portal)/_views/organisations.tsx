// The admin's organisations views and the users directory, where people are placed in organisations.
import type { Metadata } from "next";
import { OrganisationView, OrganisationsView } from "@/components/portal/admin/organisations-view";
import { UsersView } from "@/components/portal/admin/users-view";
import { requireUser } from "@/lib/auth/session";
import { loadOrganisation, loadOrganisationList, loadUserDirectory } from "@/lib/portal/page-data/organisations";
import { firstValue } from "@/lib/portal/page-data/read";
import type { DetailProps, ListProps } from "./types";

export const listMetadata: Metadata = { title: "Organisations" };
export const detailMetadata: Metadata = { title: "Organisation" };
export const usersMetadata: Metadata = { title: "Users" };

export async function Organisations() {
  return <OrganisationsView organisations={await loadOrganisationList(await requireUser("admin"))} />;
}

export async function Organisation({ params }: DetailProps) {
  return <OrganisationView organisation={await loadOrganisation(await requireUser("admin"), (await params).id)} />;
}

/** Every person with their role, organisation and sign-in state; `notice` is the outcome of the last change. */
export async function Users({ searchParams }: ListProps) {
  const user = await requireUser("admin");
  const { users, organisations } = await loadUserDirectory(user);
  const notice = firstValue((await searchParams).notice);
  return <UsersView users={users} organisations={organisations} currentUserId={user.id} notice={notice} />;
}
