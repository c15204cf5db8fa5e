// Files in the database: store (size limit, sniffed type, a link the caller may see, or none until the change it
// was uploaded for claims it: file-claims.ts), download and list with the caller's organisation as scope.
import { createHash } from "node:crypto";
import { and, desc, eq, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import { trackActivity } from "../activity/track";
import type { Db } from "../db/client";
import { files, invoices, projects, requests, users } from "../db/schema";
import { isStaff, type Caller } from "./caller";
import { conflict, invalid, notFound, WorkspaceError } from "./errors";
import { acceptedTypesSentence, cleanFileName, sniffFileType, storedFileName } from "./file-types";
import { takeUploadAllowance } from "./limits";
import { isUuid } from "./ids";
import { maxFileBytes } from "./vocabulary";

export type FileLink = { requestId?: string; projectId?: string; invoiceId?: string };
export type StoredFile = { id: string; name: string; size: number; contentType: string };
export type FileListItem = StoredFile & { createdAt: Date; uploadedBy: string | null };
export type DownloadableFile = StoredFile & { bytes: Buffer; sha256: string };

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

export const fileMessages = {
  tooLarge: `Files can be at most ${megabytes(maxFileBytes)}, and this one is larger. Please send a smaller file or split it.`,
  unsupported: `We cannot accept this kind of file. Please send a ${acceptedTypesSentence} file.`,
  empty: "The file is empty. Please choose the file again.",
  oneLink: "A file belongs to one request, project or invoice at most: send only one of them.",
  projectByClient: "Files on a project are shared by the Nexora team. Please attach yours to a request instead.",
  linkNeeded: "Please say which request or project this file belongs to.",
  noOrganisation: "Your account is not part of an organisation yet, so files cannot be uploaded. Please contact us.",
  closedRequest: "This request is closed: reopen it to add files.",
  invoiceFile: "An invoice keeps only the PDF it was submitted with: it takes no other files.",
} as const;

type Link = { kind: "request" | "project" | "invoice"; id: string };

function oneLink(link: FileLink): Link | null {
  const given = (["request", "project", "invoice"] as const)
    .map((kind) => ({ kind, id: link[`${kind}Id`] }))
    .filter((l): l is Link => l.id !== undefined && l.id !== null && l.id !== "");
  if (given.length > 1) throw invalid(fileMessages.oneLink);
  return given[0] ?? null;
}

/** The organisation and status of the linked row, when the caller may see it; 404 otherwise (another's looks absent). */
async function linkedRow(db: Db, caller: Caller, link: Link): Promise<{ organisationId: string; status: string }> {
  const missing = notFound(link.kind);
  if (!isUuid(link.id)) throw missing;
  const table = { request: requests, project: projects, invoice: invoices }[link.kind];
  const [row] = await db
    .select({ organisationId: table.organisationId, status: table.status })
    .from(table)
    .where(eq(table.id, link.id))
    .limit(1);
  if (!row) throw missing;
  if (isStaff(caller)) return row;
  // Clients see their requests and projects; vendors their invoices. Always within their own organisation.
  const theirs = caller.role === "client" ? link.kind !== "invoice" : link.kind === "invoice";
  if (!theirs || row.organisationId !== caller.organisationId) throw missing;
  return row;
}

/**
 * What a visible row refuses to take: a closed request takes no files, as it takes no replies; an invoice none at all
 * (its PDF is given when it is submitted, and nothing shows or sweeps other files on it); a client's project upload.
 */
function refuseLink(caller: Caller, link: Link, status: string): void {
  if (link.kind === "request" && status === "closed") throw conflict(fileMessages.closedRequest);
  if (link.kind === "invoice") throw conflict(fileMessages.invoiceFile);
  if (link.kind === "project" && caller.role === "client") throw invalid(fileMessages.projectByClient);
}

export async function storeFile(
  db: Db,
  caller: Caller,
  input: FileLink & { name: string; bytes: Uint8Array },
  now = new Date(),
): Promise<StoredFile> {
  const size = input.bytes.byteLength;
  if (size > maxFileBytes) throw new WorkspaceError(413, fileMessages.tooLarge);
  if (size === 0) throw invalid(fileMessages.empty, { file: fileMessages.empty });
  const link = oneLink(input);
  let organisationId: string | null;
  if (link) {
    const row = await linkedRow(db, caller, link);
    refuseLink(caller, link, row.status);
    organisationId = row.organisationId;
  } else {
    // Waits for the request, reply or invoice it was uploaded for (file-claims.ts); swept after a day if none comes.
    if (!isStaff(caller) && !caller.organisationId) throw invalid(fileMessages.noOrganisation);
    organisationId = caller.organisationId;
  }
  const contentType = sniffFileType(input.bytes, cleanFileName(input.name));
  if (!contentType) throw new WorkspaceError(415, fileMessages.unsupported);
  const name = storedFileName(input.name, contentType);
  await takeUploadAllowance(db, caller, organisationId, size, now);
  const data = Buffer.from(input.bytes.buffer, input.bytes.byteOffset, size);
  const sha256 = createHash("sha256").update(data).digest("hex");
  const [row] = await db
    .insert(files)
    .values({
      organisationId,
      requestId: link?.kind === "request" ? link.id : null,
      projectId: link?.kind === "project" ? link.id : null,
      invoiceId: link?.kind === "invoice" ? link.id : null,
      uploadedById: caller.id,
      name,
      contentType,
      size,
      sha256,
      data,
      createdAt: now,
    })
    .returning({ id: files.id });
  if (!row) throw new Error("the file row was not written");
  const change = { name, contentType, size, link: link ? { type: link.kind, id: link.id } : null };
  const resource = { type: "file", id: row.id } as const;
  await trackActivity(db, { resource, action: "uploaded", organisationId, actor: caller, change }, now);
  return { id: row.id, name, size, contentType };
}

/** Which files the caller may download, as a condition on `files` (undefined: all of them). */
function visibleFiles(caller: Caller): SQL | undefined {
  if (isStaff(caller)) return undefined;
  if (!caller.organisationId) return sql`false`;
  const own = eq(files.organisationId, caller.organisationId);
  // A client: files of its organisation's requests and projects.
  if (caller.role === "client") return and(own, or(isNotNull(files.requestId), isNotNull(files.projectId)));
  if (caller.role !== "vendor") return sql`false`;
  // A vendor: its invoices' files, and its own uploads still waiting for an invoice.
  const waiting = and(
    isNull(files.requestId),
    isNull(files.projectId),
    isNull(files.invoiceId),
    eq(files.uploadedById, caller.id),
  );
  return and(own, or(isNotNull(files.invoiceId), waiting));
}

export async function getFileForDownload(db: Db, caller: Caller, id: string): Promise<DownloadableFile> {
  if (!isUuid(id)) throw notFound("file");
  const [row] = await db
    .select({
      id: files.id,
      name: files.name,
      size: files.size,
      contentType: files.contentType,
      sha256: files.sha256,
      bytes: files.data,
    })
    .from(files)
    .where(and(eq(files.id, id), visibleFiles(caller)))
    .limit(1);
  if (!row) throw notFound("file");
  return row;
}

/** The files of one request, project or invoice the caller may see, newest first (404 when the row is not theirs). */
export async function listFiles(db: Db, caller: Caller, link: FileLink): Promise<FileListItem[]> {
  const parent = oneLink(link);
  if (!parent) throw invalid(fileMessages.linkNeeded);
  await linkedRow(db, caller, parent);
  const column = { request: files.requestId, project: files.projectId, invoice: files.invoiceId }[parent.kind];
  return db
    .select({
      id: files.id,
      name: files.name,
      size: files.size,
      contentType: files.contentType,
      createdAt: files.createdAt,
      uploadedBy: users.name,
    })
    .from(files)
    .leftJoin(users, eq(users.id, files.uploadedById))
    .where(and(eq(column, parent.id), visibleFiles(caller)))
    .orderBy(desc(files.createdAt), desc(files.id));
}
