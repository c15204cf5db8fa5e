import type { Metadata } from "next";
import { ViewHeader } from "@/components/portal/workspace/empty-state";
import { StaffOverview } from "@/components/portal/workspace/staff-overview";
import { requireUser } from "@/lib/auth/session";
import { loadStaffOverview } from "@/lib/portal/workspace-pages";

export const metadata: Metadata = { title: "Employee dashboard" };

export default async function EmployeeOverviewPage() {
  const user = await requireUser("employee");
  const overview = await loadStaffOverview(user);
  return (
    <section aria-labelledby="view-title" className="grid gap-6">
      <ViewHeader title={`Welcome back, ${user.name.split(" ")[0]}`} text="Here is how your work stands today." />
      <StaffOverview {...overview} requestsPath="/employee/requests" invoicesPath="/employee/invoices" />
    </section>
  );
}
