// Files are uploaded first, without a link, and claimed by the request, reply or invoice they were sent with, inside
// that change's transaction: so the change and its files commit together, and its mail can name them.
import { and, eq, inArray, isNull, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { files } from "../db/schema";
import { isStaff, type Caller } from "./caller";
import { invalid, notFound } from "./errors";
import { isUuid } from "./ids";

export type ClaimedFile = { id: string; name: string; contentType: string };
/**
 * Where the files go: a request or an invoice, and the organisation that owns it. A reply's files also name its
 * message (`messageId`); a new request's have none, so they belong to its description.
 */
export type ClaimTarget = { kind: "request" | "invoice"; id: string; organisationId: string; messageId?: string };

export const claimMessages = { invoiceNotPdf: "The invoice must be a PDF file." } as const;

/** The caller's own uploads that nothing has claimed yet (a client's or vendor's within their organisation). */
function unattachedOf(caller: Caller, ids: string[]): SQL | undefined {
  return and(
    inArray(files.id, ids),
    eq(files.uploadedById, caller.id),
    isStaff(caller) ? undefined : eq(files.organisationId, caller.organisationId ?? ""),
    isNull(files.requestId),
    isNull(files.projectId),
    isNull(files.invoiceId),
  );
}

/**
 * Links `fileIds` to the target, in the order given, within the caller's transaction. Someone else's file, one
 * already claimed and a missing one are the same 404, and the transaction rolls back: nothing is half attached.
 */
export async function claimFiles(
  tx: Db,
  caller: Caller,
  fileIds: readonly string[],
  target: ClaimTarget,
): Promise<ClaimedFile[]> {
  const ids = [...new Set(fileIds)];
  if (ids.length === 0) return [];
  if (!ids.every(isUuid) || (!isStaff(caller) && !caller.organisationId)) throw notFound("file");
  // Conditional on still being unattached: of two changes claiming one file at once, the second finds nothing.
  const link =
    target.kind === "request"
      ? { requestId: target.id, messageId: target.messageId ?? null }
      : { invoiceId: target.id };
  const claimed = await tx
    .update(files)
    .set({ ...link, organisationId: target.organisationId })
    .where(unattachedOf(caller, ids))
    .returning({ id: files.id, name: files.name, contentType: files.contentType });
  if (claimed.length !== ids.length) throw notFound("file");
  return claimed.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
}

/** The vendor's own unattached PDF for the invoice being submitted; a file that is not a PDF is a 400 on fileId. */
export async function claimFileForInvoice(
  tx: Db,
  caller: Caller,
  fileId: string,
  invoice: { id: string; organisationId: string },
): Promise<void> {
  if (caller.role !== "vendor") throw notFound("file");
  const [file] = await claimFiles(tx, caller, [fileId], { kind: "invoice", ...invoice });
  if (file?.contentType !== "application/pdf")
    throw invalid(claimMessages.invoiceNotPdf, { fileId: claimMessages.invoiceNotPdf });
}
