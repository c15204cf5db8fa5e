import type { Metadata } from "next";
import { AwaitingReviewCard } from "@/components/portal/invoices/awaiting-review-card";
import { ViewHeader } from "@/components/portal/workspace/empty-state";
import { StaffOverview } from "@/components/portal/workspace/staff-overview";
import { requireUser } from "@/lib/auth/session";
import { workspaceRead } from "@/lib/portal/workspace-data";
import { loadStaffOverview } from "@/lib/portal/workspace-pages";
import { invoicesAwaitingReview } from "@/lib/workspace/invoices";

export const metadata: Metadata = { title: "Employee dashboard" };

export default async function EmployeeOverviewPage() {
  const user = await requireUser("employee");
  const [{ figures, mine }, awaiting] = await Promise.all([
    loadStaffOverview(user),
    workspaceRead("invoices awaiting review", user, (db) => invoicesAwaitingReview(db)),
  ]);
  return (
    <section aria-labelledby="view-title" className="grid gap-6">
      <ViewHeader title={`Welcome back, ${user.name.split(" ")[0]}`} text="Here is how your work stands today." />
      <StaffOverview figures={figures} mine={mine} requestsPath="/employee/requests" />
      <AwaitingReviewCard count={awaiting} invoicesPath="/employee/invoices" />
    </section>
  );
}
