// What the admin's enquiries views read: the list, newest first, and one enquiry (not scoped by organisation).
import "server-only";
import { notFound } from "next/navigation";
import { cache } from "react";
import { getEnquiry, listEnquiries } from "../../contact/store";
import { getDb } from "../../db/client";
import { forPage } from "../../http/page-errors";
import type { Caller } from "../../workspace/caller";

export function enquiryList() {
  return forPage("admin enquiries", async () => listEnquiries(await getDb()));
}

/** One enquiry or the not-found page; the caller is an admin (the segment's layout checked). */
export const loadEnquiry = cache(
  async (_caller: Caller, id: string) =>
    (await forPage("admin enquiries", async () => getEnquiry(await getDb(), id))) ?? notFound(),
);
