// GET /api/portal/files/:id: the bytes, always as a download the browser will not render or sniff.
import { portalRoute } from "@/lib/http/portal-route";
import { attachmentDisposition } from "@/lib/workspace/file-types";
import { getFileForDownload } from "@/lib/workspace/files";

export const GET = portalRoute<{ id: string }>("portal file download", "all", async ({ caller, db, params }) => {
  const file = await getFileForDownload(db, caller, params.id);
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.size),
      // The name is checked again against the type, so a row stored under older rules still downloads safely.
      "Content-Disposition": attachmentDisposition(file.name, file.contentType),
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "sandbox; default-src 'none'",
      "Cache-Control": "private, no-store",
    },
  });
});
