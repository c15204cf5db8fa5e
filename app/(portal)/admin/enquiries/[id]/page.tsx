import type { Metadata } from "next";
import { EnquiryDetail } from "@/components/portal/admin/enquiries-view";
import { requireUser } from "@/lib/auth/session";
import { loadEnquiry } from "@/lib/portal/detail-pages";

export const metadata: Metadata = { title: "Enquiry" };

export default async function AdminEnquiryPage({ params }: { params: Promise<{ id: string }> }) {
  const enquiry = await loadEnquiry(await requireUser("admin"), (await params).id);
  return <EnquiryDetail enquiry={enquiry} />;
}
