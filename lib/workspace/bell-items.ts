// The bell: the signed-in person's own recent items. A client: replies, resolutions and colleagues' new requests in
// its organisation (never an internal note); staff: new requests (unassigned or theirs) and what others wrote on the
// requests assigned to them. Vendors' items come from their own domain, so they get none here. It reads the messages
// and requests themselves: a reply's first words and who holds a request now are there, not in the activity record.
import { and, desc, eq, isNotNull, isNull, ne, or } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";
import { requestMessages, requests, users } from "../db/schema";
import { portalPath } from "../portal/paths";
import { isStaff, type Caller } from "./caller";
import { statusLabels } from "./vocabulary";

export type BellItem = { id: string; title: string; body?: string; href: string; at: Date };

const author = alias(users, "author");
const creator = alias(users, "creator");

/** A message's first words for the bell, on one line. */
export function excerpt(body: string, max = 140): string {
  const line = body.replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}

/** Newest first, at most `limit`. */
export async function recentItemsFor(db: Db, caller: Caller, limit = 10): Promise<BellItem[]> {
  if (caller.role === "vendor") return [];
  if (!isStaff(caller) && !caller.organisationId) return [];
  const items = isStaff(caller) ? await staffItems(db, caller, limit) : await clientItems(db, caller, limit);
  return items.sort((a, b) => b.at.getTime() - a.at.getTime()).slice(0, limit);
}

async function messagesOn(db: Db, caller: Caller, where: ReturnType<typeof and>, limit: number) {
  return db
    .select({
      id: requestMessages.id,
      body: requestMessages.body,
      internal: requestMessages.internal,
      at: requestMessages.createdAt,
      requestId: requests.id,
      title: requests.title,
      authorName: author.name,
    })
    .from(requestMessages)
    .innerJoin(requests, eq(requests.id, requestMessages.requestId))
    .leftJoin(author, eq(author.id, requestMessages.authorId))
    .where(and(where, or(isNull(requestMessages.authorId), ne(requestMessages.authorId, caller.id))))
    .orderBy(desc(requestMessages.createdAt))
    .limit(limit);
}

async function clientItems(db: Db, caller: Caller, limit: number): Promise<BellItem[]> {
  const orgId = caller.organisationId ?? "";
  const ours = eq(requests.organisationId, orgId);
  const [replies, resolved, created] = await Promise.all([
    // Internal notes are excluded here, in SQL: they never leave the database for a client.
    messagesOn(db, caller, and(ours, eq(requestMessages.internal, false)), limit),
    db
      .select({ id: requests.id, title: requests.title, status: requests.status, at: requests.resolvedAt })
      .from(requests)
      .where(and(ours, isNotNull(requests.resolvedAt)))
      .orderBy(desc(requests.resolvedAt))
      .limit(limit),
    db
      .select({ id: requests.id, title: requests.title, at: requests.createdAt, by: creator.name })
      .from(requests)
      .leftJoin(creator, eq(creator.id, requests.createdById))
      .where(and(ours, ne(requests.createdById, caller.id)))
      .orderBy(desc(requests.createdAt))
      .limit(limit),
  ]);
  return [
    ...replies.map((m) => ({
      id: `message:${m.id}`,
      title: `${m.authorName ?? "Someone"} replied on “${m.title}”`,
      body: excerpt(m.body),
      href: portalPath(caller.role, "requests", m.requestId),
      at: m.at,
    })),
    ...resolved.flatMap((r) =>
      r.at
        ? [
            {
              id: `status:${r.id}`,
              title: `“${r.title}” is ${statusLabels[r.status].toLowerCase()}`,
              href: portalPath(caller.role, "requests", r.id),
              at: r.at,
            },
          ]
        : [],
    ),
    ...created.map((r) => ({
      id: `request:${r.id}`,
      title: `${r.by ?? "A colleague"} opened “${r.title}”`,
      href: portalPath(caller.role, "requests", r.id),
      at: r.at,
    })),
  ];
}

async function staffItems(db: Db, caller: Caller, limit: number): Promise<BellItem[]> {
  const [replies, created] = await Promise.all([
    messagesOn(db, caller, eq(requests.assigneeId, caller.id), limit),
    db
      .select({ id: requests.id, title: requests.title, at: requests.createdAt, assigneeId: requests.assigneeId })
      .from(requests)
      .where(
        and(
          or(isNull(requests.assigneeId), eq(requests.assigneeId, caller.id)),
          or(isNull(requests.createdById), ne(requests.createdById, caller.id)),
        ),
      )
      .orderBy(desc(requests.createdAt))
      .limit(limit),
  ]);
  return [
    ...replies.map((m) => ({
      id: `message:${m.id}`,
      title: `${m.authorName ?? "Someone"} ${m.internal ? "added a note" : "replied"} on “${m.title}”`,
      body: excerpt(m.body),
      href: portalPath(caller.role, "requests", m.requestId),
      at: m.at,
    })),
    ...created.map((r) => ({
      id: `request:${r.id}`,
      title: r.assigneeId ? `Assigned to you: “${r.title}”` : `New request: “${r.title}”`,
      href: portalPath(caller.role, "requests", r.id),
      at: r.at,
    })),
  ];
}
