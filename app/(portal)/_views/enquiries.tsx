// The enquiries views (admins): the list of what the contact form and the chat brought in, and one enquiry. A page
// file re-exports its view.
import type { Metadata } from "next";
import { EnquiriesList, EnquiryDetail } from "@/components/portal/admin/enquiries-view";
import { requireUser } from "@/lib/auth/session";
import { enquiryList, loadEnquiry } from "@/lib/portal/page-data/enquiries";
import type { DetailProps } from "./types";

export const listMetadata: Metadata = { title: "Enquiries" };
export const detailMetadata: Metadata = { title: "Enquiry" };

export async function Enquiries() {
  await requireUser("admin");
  return <EnquiriesList enquiries={await enquiryList()} />;
}

export async function Enquiry({ params }: DetailProps) {
  const enquiry = await loadEnquiry(await requireUser("admin"), (await params).id);
  return <EnquiryDetail enquiry={enquiry} />;
}
