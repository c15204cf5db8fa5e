// POST /api/portal/files: one multipart `file`, linked to at most one request, project or invoice, or to none until
// the request, reply or invoice sent with it claims it (lib/workspace/files.ts, file-claims.ts).
import { readLimitedBytes } from "@/lib/http/guard";
import { portalRoute } from "@/lib/portal/api-gate";
import { json, jsonError } from "@/lib/http/responses";
import { fileMessages, storeFile } from "@/lib/workspace/files";
import { maxFileBytes } from "@/lib/workspace/vocabulary";

// Room for the multipart boundaries, part headers and the three link fields around a file at the limit.
const multipartOverhead = 64 * 1024;
const maxBodyBytes = maxFileBytes + multipartOverhead;

const messages = {
  notMultipart: "Please send the file as multipart/form-data, in a field named file.",
  malformed: "The upload could not be read. Please try again.",
  noFile: "Please choose a file to upload (a field named file).",
  badField: "requestId, projectId and invoiceId must be plain text ids.",
} as const;

function linkField(form: FormData, key: string): string | undefined | null {
  const value = form.get(key);
  if (value === null || value === "") return undefined;
  return typeof value === "string" ? value : null;
}

export const POST = portalRoute("portal files upload", "all", async ({ request, caller, db, now }) => {
  const type = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(type)) return jsonError(400, messages.notMultipart);
  let body: Uint8Array<ArrayBuffer> | null;
  try {
    body = await readLimitedBytes(request, maxBodyBytes);
  } catch {
    return jsonError(400, messages.malformed);
  }
  if (body === null) return jsonError(413, fileMessages.tooLarge);
  let form: FormData;
  try {
    form = await new Response(body, { headers: { "content-type": type } }).formData();
  } catch {
    return jsonError(400, messages.malformed);
  }
  const file = form.get("file");
  if (!(file instanceof Blob)) return jsonError(400, messages.noFile, { fields: { file: messages.noFile } });
  const [requestId, projectId, invoiceId] = ["requestId", "projectId", "invoiceId"].map((k) => linkField(form, k));
  if (requestId === null || projectId === null || invoiceId === null) return jsonError(400, messages.badField);
  const stored = await storeFile(
    db,
    caller,
    {
      name: file instanceof File ? file.name : "file",
      bytes: new Uint8Array(await file.arrayBuffer()),
      requestId,
      projectId,
      invoiceId,
    },
    now,
  );
  return json(stored, { status: 201 });
});
