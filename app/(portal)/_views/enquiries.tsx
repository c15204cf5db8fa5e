// The enquiries views (admins): the follow-up list of what the contact form and the chat brought in, filtered by
// status and owner in the address, and one enquiry to work. A page file re-exports its view.
import type { Metadata } from "next";
import { EnquiriesList, EnquiryDetail } from "@/components/portal/admin/enquiries-view";
import { requireUser } from "@/lib/auth/session";
import { enquiryList, loadEnquiry } from "@/lib/portal/page-data/enquiries";
import type { DetailProps, ListProps } from "./types";

export const listMetadata: Metadata = { title: "Enquiries" };
export const detailMetadata: Metadata = { title: "Enquiry" };

export async function Enquiries({ searchParams }: ListProps) {
  const data = await enquiryList(await requireUser("admin"), await searchParams);
  return <EnquiriesList {...data} />;
}

export async function Enquiry({ params }: DetailProps) {
  const data = await loadEnquiry(await requireUser("admin"), (await params).id);
  return <EnquiryDetail {...data} />;
}
