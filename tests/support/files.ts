// Uploads and downloads through the real file routes, as a page's browser code sends them.
import { POST as upload } from "@/app/api/portal/files/route";
import { GET as download } from "@/app/api/portal/files/[id]/route";
import { siteUrl } from "./http";
import { apiGet, bodyOf, noParams, routeContext } from "./workspace";

export const pdf = Buffer.from("%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n");
export const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

export type Upload = { bytes: Buffer; name: string; links?: Record<string, string>; origin?: string };

/** A multipart POST /api/portal/files (`cookie` "" = signed out). */
export function uploadRequest(cookie: string, { bytes, name, links = {}, origin = siteUrl }: Upload): Request {
  const form = new FormData();
  form.set("file", new File([new Uint8Array(bytes)], name));
  for (const [key, value] of Object.entries(links)) form.set(key, value);
  const headers = new Headers({ origin, "user-agent": "vitest" });
  if (cookie) headers.set("cookie", cookie);
  return new Request(`${siteUrl}/api/portal/files`, { method: "POST", headers, body: form });
}

/** The upload's status and JSON answer. */
export async function send(cookie: string, input: Upload) {
  const response = await upload(uploadRequest(cookie, input), noParams);
  return { status: response.status, body: await bodyOf(response) };
}

export const fetchFile = (cookie: string, id: string) =>
  download(apiGet(`/api/portal/files/${id}`, cookie), routeContext({ id }));
