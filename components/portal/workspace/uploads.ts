// Files go to POST /api/portal/files as multipart, never through a server action (a page's body limit is 1 MB):
// linked to a request or project, or unlinked, to be claimed by the request, reply or invoice sent just after.
import { postToApi } from "@/lib/http/browser-json";

export type FileLinkField = { requestId: string } | { projectId: string };
type Uploaded = { ok: true; id: string } | { ok: false; error: string };

const messages = {
  failed: "The file could not be uploaded. Please try again.",
  offline: "The file could not be uploaded: the connection failed. Please try again.",
} as const;

/** Sends one file; its id, or the server's sentence. */
export async function uploadFile(file: File, link?: FileLinkField): Promise<Uploaded> {
  const form = new FormData();
  form.set("file", file);
  for (const [key, value] of Object.entries(link ?? {})) form.set(key, value);
  const answer = await postToApi<{ id: string }>("/api/portal/files", form);
  if (answer.ok && answer.data.id) return { ok: true, id: answer.data.id };
  return { ok: false, error: answer.status === 0 ? messages.offline : (answer.error ?? messages.failed) };
}
