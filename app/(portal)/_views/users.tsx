// The admin's Users table and one person's page.
import type { Metadata } from "next";
import { UserDetailView } from "@/components/portal/admin/user-detail-view";
import { UsersView } from "@/components/portal/admin/users-view";
import { requireUser } from "@/lib/auth/session";
import { loadUser, loadUserTable } from "@/lib/portal/page-data/users";
import { firstValue } from "@/lib/portal/page-data/read";
import type { DetailProps, ListProps } from "./types";

export const usersMetadata: Metadata = { title: "Users" };
export const userMetadata: Metadata = { title: "User" };

/** Everyone who may sign in, filtered by the address; `notice` is the outcome of the last change. */
export async function Users({ searchParams }: ListProps) {
  const caller = await requireUser("admin");
  const params = await searchParams;
  const data = await loadUserTable(caller, params);
  return <UsersView {...data} currentUserId={caller.id} notice={firstValue(params.notice)} />;
}

export async function User({ params }: DetailProps) {
  const caller = await requireUser("admin");
  const data = await loadUser(caller, (await params).id);
  return <UserDetailView {...data} self={data.user.id === caller.id} />;
}
