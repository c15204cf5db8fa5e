// The admin's Users table. One person's page is a view of its own (user.tsx), so each page's scripts hold its own
// client components only.
import type { Metadata } from "next";
import { UsersView } from "@/components/portal/admin/users-view";
import { requireUser } from "@/lib/auth/session";
import { loadUserTable } from "@/lib/portal/page-data/users";
import { firstValue } from "@/lib/portal/page-data/read";
import type { ListProps } from "./types";

export const usersMetadata: Metadata = { title: "Users" };

/** Everyone who may sign in, filtered by the address; `notice` is the outcome of the last change. */
export async function Users({ searchParams }: ListProps) {
  const caller = await requireUser("admin");
  const params = await searchParams;
  const data = await loadUserTable(caller, params);
  return <UsersView {...data} currentUserId={caller.id} notice={firstValue(params.notice)} />;
}
