// GET /api/portal/files/:id: the bytes as a download the browser will not render or sniff. With
// `?disposition=inline`, a PDF, PNG, JPEG or WebP is served inline (for thumbnails and the page's viewer) under a
// sandboxing policy of its own; any other type is still an attachment.
import { portalRoute } from "@/lib/portal/api-gate";
import { bodyLengthHeader } from "@/lib/http/responses";
import { apiPolicy, inlineFilePolicy } from "@/lib/security/headers";
import { fileDisposition } from "@/lib/workspace/file-types";
import { getFileForDownload } from "@/lib/workspace/files";
import { isInlineFileType } from "@/lib/workspace/vocabulary";

export const GET = portalRoute<{ id: string }>(
  "portal file download",
  "all",
  async ({ request, caller, db, params }) => {
    const file = await getFileForDownload(db, caller, params.id);
    const length = String(file.bytes.byteLength);
    const asked = new URL(request.url).searchParams.get("disposition") === "inline";
    const inline = asked && isInlineFileType(file.contentType);
    return new Response(new Uint8Array(file.bytes), {
      headers: {
        "Content-Type": file.contentType,
        "Content-Length": length,
        [bodyLengthHeader]: length,
        // The name is checked again against the type, so a row stored under older rules still downloads safely.
        "Content-Disposition": fileDisposition(file.name, file.contentType, inline ? "inline" : "attachment"),
        "X-Content-Type-Options": "nosniff",
        "Content-Security-Policy": inline ? inlineFilePolicy : apiPolicy,
        // no-transform: the bytes arrive exactly as stored (and as hashed), never recompressed on the way.
        "Cache-Control": "private, no-store, no-transform",
      },
    });
  },
);
