import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { EnquiryDetail } from "@/components/portal/admin/reports-view";
import { requireUser } from "@/lib/auth/session";
import { enquiryDetail } from "@/lib/portal/admin-data";

export const metadata: Metadata = { title: "Enquiry" };

export default async function AdminEnquiryPage({ params }: { params: Promise<{ id: string }> }) {
  await requireUser("admin");
  const enquiry = await enquiryDetail((await params).id);
  if (!enquiry) notFound();
  return <EnquiryDetail enquiry={enquiry} />;
}
