// GET /api/portal/search?q=: what the caller may see that the words or number find (requests, projects, purchase
// orders, invoices), at most 20, best first → {items:[{type, id, title, href, snippet}]}. A missing q is a 400.
import { portalRoute } from "@/lib/portal/api-gate";
import { json, jsonError } from "@/lib/http/responses";
import { fieldErrors, firstError } from "@/lib/validation/field-errors";
import { searchPortal } from "@/lib/workspace/portal-search";
import { portalSearchSchema, queryObject } from "@/lib/workspace/schemas";

export const GET = portalRoute("portal search", "all", async ({ request, caller, db }) => {
  const query = portalSearchSchema.safeParse(queryObject(new URL(request.url).searchParams));
  if (!query.success) return jsonError(400, firstError(fieldErrors(query.error), "Type something to search for."));
  return json({ items: await searchPortal(db, caller, query.data.q) });
});
