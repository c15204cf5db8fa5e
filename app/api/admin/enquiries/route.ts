// GET /api/admin/enquiries (admins): enquiries newest first with their follow-up; `?status=&owner=` (an address, `me`
// or `none`), `&format=csv` for the export.
import { listFollowUps } from "@/lib/contact/follow-up";
import { enquiryExportCap, followUpCsv } from "@/lib/contact/follow-up-csv";
import { enquiryListQuerySchema } from "@/lib/contact/follow-up-schema";
import { csvFileName, csvResponse } from "@/lib/http/csv";
import { json, jsonError } from "@/lib/http/responses";
import { portalRoute } from "@/lib/portal/api-gate";
import { fieldErrors, firstError } from "@/lib/validation/field-errors";
import { queryObject } from "@/lib/workspace/schemas";

export const GET = portalRoute("admin enquiries", ["admin"], async ({ request, caller, db, now }) => {
  const query = enquiryListQuerySchema.safeParse(queryObject(new URL(request.url).searchParams));
  if (!query.success) {
    const fields = fieldErrors(query.error);
    return jsonError(400, firstError(fields, "Please check the filters."), { fields });
  }
  const { format, ...filters } = query.data;
  if (format === "csv") {
    const items = await listFollowUps(db, caller, filters, now, enquiryExportCap);
    return csvResponse(followUpCsv(items), csvFileName("enquiries", now));
  }
  return json({ items: await listFollowUps(db, caller, filters, now) });
});
