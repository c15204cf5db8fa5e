import type { Metadata } from "next";
import { DashboardView } from "@/components/portal/admin/dashboard-view";
import { StaffOverview } from "@/components/portal/workspace/staff-overview";
import { requireUser } from "@/lib/auth/session";
import { adminFigures } from "@/lib/portal/admin-data";
import { loadStaffOverview } from "@/lib/portal/workspace-pages";

export const metadata: Metadata = { title: "Admin dashboard" };

export default async function AdminDashboardPage() {
  const user = await requireUser("admin");
  const [figures, work] = await Promise.all([adminFigures(), loadStaffOverview(user)]);
  return (
    <div className="grid gap-8">
      <DashboardView name={user.name} figures={figures} />
      <section aria-labelledby="work-title" className="grid gap-4">
        <h2 id="work-title" className="text-xl font-bold text-ink">
          My work
        </h2>
        <StaffOverview {...work} requestsPath="/admin/requests" invoicesPath="/admin/invoices" />
      </section>
    </div>
  );
}
