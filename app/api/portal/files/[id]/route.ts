// GET /api/portal/files/:id: the bytes, always as a download the browser will not render or sniff.
import { portalRoute } from "@/lib/portal/api-gate";
import { bodyLengthHeader } from "@/lib/http/responses";
import { apiPolicy } from "@/lib/security/headers";
import { attachmentDisposition } from "@/lib/workspace/file-types";
import { getFileForDownload } from "@/lib/workspace/files";

export const GET = portalRoute<{ id: string }>("portal file download", "all", async ({ caller, db, params }) => {
  const file = await getFileForDownload(db, caller, params.id);
  const length = String(file.bytes.byteLength);
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": length,
      [bodyLengthHeader]: length,
      // The name is checked again against the type, so a row stored under older rules still downloads safely.
      "Content-Disposition": attachmentDisposition(file.name, file.contentType),
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": apiPolicy,
      // no-transform: the bytes arrive exactly as stored (and as hashed), never recompressed on the way.
      "Cache-Control": "private, no-store, no-transform",
    },
  });
});
