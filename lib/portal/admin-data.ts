// What the admin's own views (dashboard, users, reports) show, read per request. Every read goes through forPage, so
// a failure reaches the error page as "unavailable" or a logged reference, never with the query's parameters.
import "server-only";
import { blockedAddresses } from "../auth/codes";
import { countActiveSessions } from "../auth/session-store";
import { countUsers, listUsers } from "../auth/users";
import { countEnquiries, getEnquiry, listEnquiries } from "../contact/store";
import { getDb } from "../db/client";
import { forPage } from "../http/page-errors";

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
