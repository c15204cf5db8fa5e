// GET /api/search?q= → {query, results:[{title, href, snippet, terms}]}: the header's search dialog, on the
// assistant's index of the public site. Nothing is stored; the /search page counts the queries that found nothing.
import { searchPages } from "@/lib/assistant/retrieval";
import { searchQueryMax } from "@/lib/assistant/search-misses";
import { withApiErrors } from "@/lib/http/errors";
import { json, jsonError } from "@/lib/http/responses";

export const GET = withApiErrors("api/search", async (request: Request) => {
  const query = new URL(request.url).searchParams.get("q") ?? "";
  if (query.length > searchQueryMax)
    return jsonError(400, `q must be at most ${searchQueryMax} characters.`, { fields: { q: "Too long." } });
  return json({ query, results: searchPages(query) });
});
