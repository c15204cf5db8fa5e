// One request as a single time-ordered story: what was asked (with its files), each message with the files sent with
// it, files added beside the conversation, and the changes the activity record holds (status, assignee, priority,
// due date, project). Internal notes, and any file on one, reach staff only: both are filtered in SQL.
import { and, asc, eq, inArray, isNull, or } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { HistoryEntry } from "../activity/history";
import type { Role } from "../auth/roles";
import type { Db } from "../db/client";
import { files, projects, requestMessages, users } from "../db/schema";
import type { MessageView, RequestDetail } from "./requests";
import { personView, type PersonView, type Scope } from "./scope";
import { eventChanges, type TimelineChange } from "./timeline-changes";

export type FileRef = { id: string; name: string; size: number; contentType: string };
export type MessageWithFiles = MessageView & { files: FileRef[] };
/** Who wrote or did something; `null` once their account is removed (or for the system). */
export type TimelineActor = { name: string; role: Role | null } | null;

export type TimelineEntry =
  | { kind: "opened"; id: string; at: Date; author: PersonView | null; body: string; files: FileRef[] }
  | {
      kind: "message";
      id: string;
      at: Date;
      author: PersonView | null;
      body: string;
      internal: boolean;
      files: FileRef[];
    }
  | { kind: "files"; id: string; at: Date; author: PersonView | null; files: FileRef[] }
  | { kind: "event"; id: string; at: Date; actor: TimelineActor; changes: TimelineChange[] };

export type WithTimeline<T extends RequestDetail> = Omit<T, "messages"> & {
  /** The description's files: sent with the new request. */
  files: FileRef[];
  messages: MessageWithFiles[];
  timeline: TimelineEntry[];
};

const uploader = alias(users, "uploader");

type FileRow = FileRef & { messageId: string | null; createdAt: Date; author: PersonView | null };

/** The request's files the viewer may see, oldest first; a client never gets one sent with an internal note. */
async function requestFiles(db: Db, scope: Scope, requestId: string): Promise<FileRow[]> {
  const rows = await db
    .select({
      id: files.id,
      name: files.name,
      size: files.size,
      contentType: files.contentType,
      messageId: files.messageId,
      createdAt: files.createdAt,
      authorName: uploader.name,
      authorRole: uploader.role,
      authorEmail: uploader.email,
    })
    .from(files)
    .leftJoin(requestMessages, eq(requestMessages.id, files.messageId))
    .leftJoin(uploader, eq(uploader.id, files.uploadedById))
    .where(
      and(
        eq(files.requestId, requestId),
        scope.staff ? undefined : or(isNull(files.messageId), eq(requestMessages.internal, false)),
      ),
    )
    .orderBy(asc(files.createdAt), asc(files.id));
  return rows.map(({ authorName, authorRole, authorEmail, ...row }) => ({
    ...row,
    author: personView(scope, { name: authorName, role: authorRole, email: authorEmail }),
  }));
}

const fileRef = ({ id, name, size, contentType }: FileRow): FileRef => ({ id, name, size, contentType });

/** Names of the projects a history's changes mention, so an event says "Website" rather than an id. */
async function projectNames(db: Db, history: HistoryEntry<"request">[]): Promise<Map<string, string>> {
  const ids = new Set<string>();
  for (const entry of history) {
    const change = entry.change.projectId as { from?: unknown; to?: unknown } | undefined;
    for (const id of [change?.from, change?.to]) if (typeof id === "string") ids.add(id);
  }
  if (ids.size === 0) return new Map();
  const rows = await db
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .where(inArray(projects.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Same moment: the request before its messages, a message before the change it caused. */
const kindOrder: Record<TimelineEntry["kind"], number> = { opened: 0, message: 1, files: 2, event: 3 };

/** Adds `files` to the request and its messages, and the `timeline` built from them and the history. */
export async function withTimeline<T extends RequestDetail>(
  db: Db,
  scope: Scope,
  request: T,
): Promise<WithTimeline<T>> {
  const [rows, names] = await Promise.all([requestFiles(db, scope, request.id), projectNames(db, request.history)]);
  const byMessage = new Map<string, FileRef[]>();
  const described: FileRef[] = [];
  const loose: FileRow[] = [];
  for (const row of rows) {
    if (row.messageId) byMessage.set(row.messageId, [...(byMessage.get(row.messageId) ?? []), fileRef(row)]);
    // Uploaded before the request existed: sent with it. Later, with no message: added beside the conversation.
    else if (row.createdAt <= request.createdAt) described.push(fileRef(row));
    else loose.push(row);
  }
  const messages = request.messages.map((m) => ({ ...m, files: byMessage.get(m.id) ?? [] }));
  const events = request.history.flatMap((entry, index): TimelineEntry[] => {
    const changes = eventChanges(entry.change, names);
    if (changes.length === 0) return [];
    return [{ kind: "event", id: `event-${index}`, at: entry.at, actor: entry.actor, changes }];
  });
  const timeline: TimelineEntry[] = [
    {
      kind: "opened",
      id: request.id,
      at: request.createdAt,
      author: request.createdBy,
      body: request.body,
      files: described,
    },
    ...messages.map((m) => ({
      kind: "message" as const,
      id: m.id,
      at: m.createdAt,
      author: m.author,
      body: m.body,
      internal: m.internal,
      files: m.files,
    })),
    ...loose.map((f) => ({ kind: "files" as const, id: f.id, at: f.createdAt, author: f.author, files: [fileRef(f)] })),
    ...events,
  ];
  timeline.sort((a, b) => a.at.getTime() - b.at.getTime() || kindOrder[a.kind] - kindOrder[b.kind]);
  return { ...request, files: described, messages, timeline };
}
