// What the admin dashboard's views show, read from the database per request. Every read goes through forPage, so a
// failure reaches the error page as "unavailable" or a logged reference, never with the query's parameters.
import "server-only";
import { desc, inArray } from "drizzle-orm";
import { blockedAddresses } from "../auth/codes";
import { countActiveSessions } from "../auth/session-store";
import { countUsers, listUsers } from "../auth/users";
import { countEnquiries, getEnquiry, listEnquiries } from "../contact/store";
import { getDb } from "../db/client";
import { authEvents, enquiries } from "../db/schema";
import { forPage } from "../http/page-errors";
import type { Notification } from "./notification";

export function adminFigures(now = new Date()) {
  return forPage("admin dashboard", async () => {
    const db = await getDb();
    const [totalUsers, activeUsers, activeSessions, enquiryCount] = await Promise.all([
      countUsers(db),
      countUsers(db, { active: true }),
      countActiveSessions(db, now),
      countEnquiries(db),
    ]);
    return { totalUsers, activeUsers, activeSessions, enquiries: enquiryCount };
  });
}

/** The Users view's directory, each person with the time their sign-in is held until by an address-wide ceiling. */
export function directoryUsers(now = new Date()) {
  return forPage("admin users", async () => {
    const db = await getDb();
    const [people, held] = await Promise.all([listUsers(db), blockedAddresses(db, now)]);
    const until = new Map(held.map((h) => [h.email, h.lockedUntil ?? h.codesCeilingUntil]));
    return people.map((person) => ({ ...person, signInHeldUntil: until.get(person.email) ?? null }));
  });
}

/** The Reports view's list, newest first. */
export function enquiryList() {
  return forPage("admin reports", async () => listEnquiries(await getDb()));
}

/** One enquiry of the Reports view, or undefined. */
export function enquiryDetail(id: string) {
  return forPage("admin reports", async () => getEnquiry(await getDb(), id));
}

const eventTitles: Record<string, string> = {
  login_succeeded: "Signed in",
  login_locked: "Address locked after failed codes",
  user_added: "User added",
  user_removed: "User removed",
  user_role_changed: "Role changed",
  user_active_changed: "Access changed",
};

// Shown while there is not enough activity yet, so the panel always explains itself.
const standing: Notification[] = [
  {
    id: "standing-reports",
    title: "Enquiries arrive in Reports",
    text: "Every message from the contact form is listed there with its notification state.",
    time: "Always",
  },
  {
    id: "standing-users",
    title: "Manage who can sign in",
    text: "Add people, change roles or pause access in Users.",
    time: "Always",
  },
  {
    id: "standing-settings",
    title: "Configuration",
    text: "Mail, database and site address are read from the environment: see Settings.",
    time: "Always",
  },
];

function ago(at: Date, now: Date): string {
  const minutes = Math.max(0, Math.round((now.getTime() - at.getTime()) / 60_000));
  if (minutes < 1) return "Just now";
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  return at.toISOString().slice(0, 10);
}

/** The newest `limit` enquiries and directory or sign-in events, newest first; padded with standing notes. */
export async function recentActivity(limit: number, now = new Date()): Promise<Notification[]> {
  const [latestEnquiries, latestEvents] = await forPage("admin notifications", async () => {
    const db = await getDb();
    return Promise.all([
      db
        .select({ id: enquiries.id, name: enquiries.fullName, at: enquiries.createdAt })
        .from(enquiries)
        .orderBy(desc(enquiries.createdAt))
        .limit(limit),
      db
        .select({ id: authEvents.id, event: authEvents.event, email: authEvents.email, at: authEvents.at })
        .from(authEvents)
        .where(inArray(authEvents.event, Object.keys(eventTitles)))
        .orderBy(desc(authEvents.at))
        .limit(limit),
    ]);
  });
  const items = [
    ...latestEnquiries.map((e) => ({
      at: e.at,
      item: { id: `enquiry-${e.id}`, title: "New enquiry", text: `From ${e.name}`, time: ago(e.at, now) },
    })),
    ...latestEvents.map((e) => ({
      at: e.at,
      item: { id: `event-${e.id}`, title: eventTitles[e.event] ?? e.event, text: e.email ?? "", time: ago(e.at, now) },
    })),
  ]
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .slice(0, limit)
    .map((x) => x.item);
  return [...items, ...standing].slice(0, limit);
}
