import type { Metadata } from "next";
import { UsersView } from "@/components/portal/admin/users-view";
import { requireUser } from "@/lib/auth/session";
import { directoryUsers } from "@/lib/portal/admin-data";

export const metadata: Metadata = { title: "Users" };

type Props = { searchParams: Promise<{ notice?: string }> };

export default async function AdminUsersPage({ searchParams }: Props) {
  const user = await requireUser("admin");
  const { notice } = await searchParams;
  return <UsersView users={await directoryUsers()} currentUserId={user.id} notice={notice} />;
}
