// GET /api/admin/audit (admins): sign-in events and business changes in one list, newest first, 50 a page;
// `?person=&event=&from=&to=&ip=&cursor=`, and `&format=csv` for the export (at most 10,000 rows, streamed).
import { auditPage } from "@/lib/admin/audit";
import { auditCsvStream } from "@/lib/admin/audit-csv";
import { auditQuerySchema } from "@/lib/admin/audit-filters";
import { csvFileName, csvResponse } from "@/lib/http/csv";
import { json, jsonError } from "@/lib/http/responses";
import { portalRoute } from "@/lib/portal/api-gate";
import { fieldErrors, firstError } from "@/lib/validation/field-errors";
import { queryObject } from "@/lib/workspace/schemas";

export const GET = portalRoute("admin audit", ["admin"], async ({ request, db, now }) => {
  const query = auditQuerySchema.safeParse(queryObject(new URL(request.url).searchParams));
  if (!query.success) {
    const fields = fieldErrors(query.error);
    return jsonError(400, firstError(fields, "Please check the filters."), { fields });
  }
  if (query.data.format === "csv") return csvResponse(auditCsvStream(db, query.data), csvFileName("audit", now));
  return json(await auditPage(db, query.data));
});
