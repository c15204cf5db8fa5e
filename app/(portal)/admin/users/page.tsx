import type { Metadata } from "next";
import { UsersView } from "@/components/portal/admin/users-view";
import { requireUser } from "@/lib/auth/session";
import { directoryUsers } from "@/lib/portal/admin-data";
import { workspaceRead } from "@/lib/portal/workspace-data";
import { listOrganisations } from "@/lib/workspace/organisations";

export const metadata: Metadata = { title: "Users" };

type Props = { searchParams: Promise<{ notice?: string }> };

export default async function AdminUsersPage({ searchParams }: Props) {
  const user = await requireUser("admin");
  const { notice } = await searchParams;
  const [users, organisations] = await Promise.all([
    directoryUsers(),
    workspaceRead("admin users", user, (db, who) => listOrganisations(db, who)),
  ]);
  return (
    <UsersView
      users={users}
      organisations={organisations.map(({ id, name, kind }) => ({ id, name, kind }))}
      currentUserId={user.id}
      notice={notice}
    />
  );
}
