import type { Metadata } from "next";
import { ReportsList } from "@/components/portal/admin/reports-view";
import { requireUser } from "@/lib/auth/session";
import { enquiryList } from "@/lib/portal/admin-data";

export const metadata: Metadata = { title: "Reports" };

export default async function AdminReportsPage() {
  await requireUser("admin");
  return <ReportsList enquiries={await enquiryList()} />;
}
