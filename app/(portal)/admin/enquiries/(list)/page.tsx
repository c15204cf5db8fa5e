import type { Metadata } from "next";
import { EnquiriesList } from "@/components/portal/admin/enquiries-view";
import { requireUser } from "@/lib/auth/session";
import { enquiryList } from "@/lib/portal/admin-data";

export const metadata: Metadata = { title: "Enquiries" };

export default async function AdminEnquiriesPage() {
  await requireUser("admin");
  return <EnquiriesList enquiries={await enquiryList()} />;
}
