import type { Metadata } from "next";
import { DashboardView } from "@/components/portal/admin/dashboard-view";
import { requireUser } from "@/lib/auth/session";
import { adminFigures } from "@/lib/portal/admin-data";

export const metadata: Metadata = { title: "Admin dashboard" };

export default async function AdminDashboardPage() {
  const user = await requireUser("admin");
  return <DashboardView name={user.name} figures={await adminFigures()} />;
}
