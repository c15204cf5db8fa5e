// What the admin's enquiries views read: the follow-up list for the filters in the address (with the staff who can
// own one), and one enquiry with its notes (not scoped by organisation: admins only).
import "server-only";
import { cache } from "react";
import { listSearchMisses } from "../../assistant/search-misses";
import { getFollowUp, listFollowUps } from "../../contact/follow-up";
import { enquiryStatuses } from "../../contact/follow-up-vocabulary";
import type { Caller } from "../../workspace/caller";
import { activeStaff } from "../../workspace/members";
import { istDay } from "../../workspace/request-rules";
import { filterValue, firstValue, pageRead, type SearchParams } from "./read";

export type EnquiryFilters = { status?: string; owner?: string };

export function enquiryList(caller: Caller, params: SearchParams) {
  const status = filterValue(params.status, enquiryStatuses);
  const ownerValue = firstValue(params.owner)?.trim().toLowerCase();
  const owner =
    ownerValue && (ownerValue === "me" || ownerValue === "none" || ownerValue.includes("@")) ? ownerValue : undefined;
  return pageRead("admin enquiries", caller, async (db, c, now) => ({
    items: await listFollowUps(db, c, { status, owner }, now),
    staff: await activeStaff(db, c),
    filters: { status, owner } satisfies EnquiryFilters,
    searchMisses: await listSearchMisses(db),
  }));
}

/** One enquiry or the not-found page; the caller is an admin (the segment's layout checked). */
export const loadEnquiry = cache((caller: Caller, id: string) =>
  pageRead("admin enquiry", caller, async (db, c, now) => ({
    enquiry: await getFollowUp(db, c, id, now),
    staff: await activeStaff(db, c),
    today: istDay(now),
  })),
);
