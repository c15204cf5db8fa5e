// Any /api path no route serves: a JSON 404 with the API's own headers, rather than the site's HTML 404 page.
import { jsonError } from "@/lib/http/responses";

export const dynamic = "force-dynamic";

const missing = async (): Promise<Response> => jsonError(404, "There is nothing at this API address.");

export const GET = missing;
export const POST = missing;
export const PUT = missing;
export const PATCH = missing;
export const DELETE = missing;
