// The Security page's API and actions on both databases: a person lists and ends their own sessions (never anyone
// else's), an ended session fails on its next request, last-seen is written at most every few minutes, and hostile
// ids are a 404.
import { eq } from "drizzle-orm";
import { expect, it, vi } from "vitest";
import ClientSecurityPage from "@/app/(portal)/client/security/page";
import { DELETE as revokeOne } from "@/app/api/account/sessions/[id]/route";
import { POST as revokeOthers } from "@/app/api/account/sessions/revoke-others/route";
import { GET as listRoute } from "@/app/api/account/sessions/route";
import { revokeOtherSessionsAction } from "@/lib/actions/account/revoke-other-sessions";
import { revokeSessionAction } from "@/lib/actions/account/revoke-session";
import { listSessions, publicSessionId, revokeSession } from "@/lib/auth/account-sessions";
import { lastSeenRefreshSeconds } from "@/lib/auth/session-store";
import { authEvents, sessions } from "@/lib/db/schema";
import { clockAt, realClockAfterEach } from "../support/clock";
import { describeEachDatabase } from "../support/db";
import { post, siteUrl } from "../support/http";
import { asPage } from "../support/next";
import { loopbackSmtpPerFile } from "../support/smtp";
import { apiGet, apiPost, bodyOf, noParams, routeContext, seedWorkspace, signIn } from "../support/workspace";

vi.mock("next/headers", async () => ({
  ...(await import("../support/next")).nextHeadersMock,
  headers: async () => new Headers({ "x-forwarded-for": "203.0.113.99", "user-agent": "vitest" }),
}));
vi.mock("next/navigation", async () => (await import("../support/next")).nextNavigationMock);

const smtp = loopbackSmtpPerFile();
realClockAfterEach();

type Item = { id: string; current: boolean; device: string; ip: string; createdAt: string; lastSeenAt: string };
const list = async (cookie: string) => {
  const response = await listRoute(apiGet("/api/account/sessions", cookie), noParams);
  return { status: response.status, items: ((await bodyOf(response)).items ?? []) as Item[] };
};
const del = (cookie: string, id: string, origin = siteUrl) => {
  const headers = new Headers({ origin, "user-agent": "vitest" });
  if (cookie) headers.set("cookie", cookie);
  const request = new Request(`${siteUrl}/api/account/sessions/${encodeURIComponent(id)}`, {
    method: "DELETE",
    headers,
  });
  return revokeOne(request, routeContext({ id }));
};
const others = (cookie: string) => revokeOthers(apiPost("/api/account/sessions/revoke-others", {}, cookie), noParams);

describeEachDatabase("account sessions", (database) => {
  it("lists the person's live sessions, newest activity first, this one marked, and nobody else's", async () => {
    const { people } = await seedWorkspace(database().db);
    const first = await signIn(smtp, people.acmeClient.email);
    const second = await signIn(smtp, people.acmeClient.email);
    await signIn(smtp, people.employee.email);
    const { status, items } = await list(second);
    expect(status).toBe(200);
    expect(items).toHaveLength(2);
    expect(items.map((i) => i.current)).toEqual([true, false]);
    expect(items[0]).toMatchObject({ device: "Unknown device", ip: expect.stringMatching(/^198\.51\.100\./) });
    expect(Object.keys(items[0] ?? {}).sort()).toEqual(["createdAt", "current", "device", "id", "ip", "lastSeenAt"]);
    // The id is a hash, never the row id the cookie carries.
    const rows = await database().db.select({ id: sessions.id }).from(sessions);
    for (const item of items) expect(rows.map((r) => r.id)).not.toContain(item.id);
    expect((await list(first)).items.map((i) => i.current)).toEqual([false, true]);
  });

  it("ending one session makes its next request fail, on the API and on pages", async () => {
    const { people } = await seedWorkspace(database().db);
    const phone = await signIn(smtp, people.acmeClient.email);
    const laptop = await signIn(smtp, people.acmeClient.email);
    const target = (await list(laptop)).items.find((i) => !i.current);
    expect(target).toBeDefined();
    const response = await del(laptop, target!.id);
    expect(response.status).toBe(200);
    expect(await bodyOf(response)).toEqual({ message: "That session has been signed out." });
    expect((await list(phone)).status).toBe(401);
    expect(await asPage(phone, () => ClientSecurityPage())).toEqual({ redirect: "/login?expired=1" });
    expect((await list(laptop)).items).toHaveLength(1);
    // Ending it again, or a session already ended, is the same 404 as an unknown one.
    expect((await del(laptop, target!.id)).status).toBe(404);
    const [event] = await database().db.select().from(authEvents).where(eq(authEvents.event, "session_revoked"));
    expect(event).toMatchObject({ userId: people.acmeClient.id, detail: "one session" });
  });

  it("ending the session making the request signs this device out and clears its cookie", async () => {
    const { people } = await seedWorkspace(database().db);
    const cookie = await signIn(smtp, people.vendor.email);
    const own = (await list(cookie)).items[0]!;
    const response = await del(cookie, own.id);
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().join()).toMatch(/nexora_session=;.*Max-Age=0/i);
    expect((await list(cookie)).status).toBe(401);
  });

  it("sign out everywhere else ends the others, keeps this one and counts them", async () => {
    const { people } = await seedWorkspace(database().db);
    const cookies = [];
    for (let i = 0; i < 3; i++) cookies.push(await signIn(smtp, people.admin.email));
    const colleague = await signIn(smtp, people.employee.email);
    const response = await others(cookies[2]!);
    expect(response.status).toBe(200);
    expect(await bodyOf(response)).toEqual({ revoked: 2 });
    expect((await list(cookies[0]!)).status).toBe(401);
    expect((await list(cookies[1]!)).status).toBe(401);
    expect((await list(cookies[2]!)).items).toHaveLength(1);
    expect((await list(colleague)).items).toHaveLength(1);
    expect(await bodyOf(await others(cookies[2]!))).toEqual({ revoked: 0 });
  });

  it("someone else's session id, an unknown one or a malformed one is a 404 and ends nothing", async () => {
    const { people } = await seedWorkspace(database().db);
    const mine = await signIn(smtp, people.acmeClient.email);
    const theirs = await signIn(smtp, people.globexClient.email);
    const theirId = (await list(theirs)).items[0]!.id;
    const [row] = await database().db.select({ id: sessions.id }).from(sessions).limit(1);
    for (const id of [
      theirId,
      publicSessionId("no-such-session-row"),
      row!.id,
      "x",
      "../../etc",
      "'; drop table sessions; --",
      "é".repeat(500),
      "%00",
    ]) {
      const response = await del(mine, id);
      expect(response.status, id).toBe(404);
      expect(await bodyOf(response)).toEqual({ error: "There is no such session." });
    }
    expect((await list(theirs)).items).toHaveLength(1);
  });

  it("answers a bad body to sign out everywhere else with a 4xx sentence and ends nothing", async () => {
    const { people } = await seedWorkspace(database().db);
    const cookie = await signIn(smtp, people.acmeClient.email);
    await signIn(smtp, people.acmeClient.email);
    const bodies: [string | undefined, number][] = [
      ["{", 400],
      ["[]", 400],
      ['"everything"', 400],
      [JSON.stringify({ pad: "x".repeat(70_000) }), 413],
    ];
    for (const [rawBody, status] of bodies) {
      const response = await revokeOthers(
        post("/api/account/sessions/revoke-others", undefined, { cookie, rawBody, contentType: "application/json" }),
        noParams,
      );
      expect(response.status, rawBody?.slice(0, 20)).toBe(status);
      expect(typeof (await bodyOf(response)).error).toBe("string");
    }
    const plain = post("/api/account/sessions/revoke-others", undefined, {
      cookie,
      rawBody: "{}",
      contentType: "text/plain",
    });
    expect((await revokeOthers(plain, noParams)).status).toBe(415);
    expect((await list(cookie)).items).toHaveLength(2);
  });

  it("refuses signed-out callers with 401 and other sites with 403", async () => {
    const { people } = await seedWorkspace(database().db);
    expect((await list("")).status).toBe(401);
    expect((await others("")).status).toBe(401);
    const cookie = await signIn(smtp, people.acmeClient.email);
    const id = (await list(cookie)).items[0]!.id;
    expect((await del(cookie, id, "https://evil.example")).status).toBe(403);
    expect((await list(cookie)).items).toHaveLength(1);
  });

  it("writes last seen at most every few minutes", async () => {
    const db = database().db;
    const { people } = await seedWorkspace(db);
    const start = new Date("2026-11-26T06:00:00Z");
    const clock = clockAt(start);
    const cookie = await signIn(smtp, people.employee.email);
    const lastSeen = async () => (await db.select({ at: sessions.lastSeenAt }).from(sessions))[0]?.at?.getTime();
    expect(await lastSeen()).toBe(start.getTime());
    clock.advance(lastSeenRefreshSeconds - 10);
    await list(cookie);
    expect(await lastSeen()).toBe(start.getTime());
    clock.advance(20);
    const { items } = await list(cookie);
    const seenAt = start.getTime() + (lastSeenRefreshSeconds + 10) * 1000;
    expect(await lastSeen()).toBe(seenAt);
    expect(new Date(items[0]!.lastSeenAt).getTime()).toBe(seenAt);
    clock.advance(60);
    await list(cookie);
    expect(await lastSeen()).toBe(seenAt);
  });

  it("an admin's page can list and end another person's sessions; nobody else can", async () => {
    const db = database().db;
    const { people } = await seedWorkspace(db);
    const admin = await signIn(smtp, people.admin.email);
    const client = await signIn(smtp, people.acmeClient.email);
    await signIn(smtp, people.acmeClient.email);
    const theirs = await listSessions(db, people.acmeClient.id);
    expect(theirs.every((s) => !s.current)).toBe(true);
    // A client naming someone else gets the sentence of a session that does not exist.
    const refused = (await asPage(client, () => revokeSessionAction(theirs[0]!.id, { userId: people.admin.id }))).value;
    expect(refused).toMatchObject({ ok: false, error: "There is no such session." });
    const one = (await asPage(admin, () => revokeSessionAction(theirs[0]!.id, { userId: people.acmeClient.id }))).value;
    expect(one).toEqual({ ok: true, value: true });
    const rest = (await asPage(admin, () => revokeOtherSessionsAction({ userId: people.acmeClient.id }))).value;
    expect(rest).toEqual({ ok: true, value: 1 });
    expect(await listSessions(db, people.acmeClient.id)).toEqual([]);
    expect((await list(admin)).items).toHaveLength(1);
    const events = await db
      .select({ detail: authEvents.detail })
      .from(authEvents)
      .where(eq(authEvents.userId, people.acmeClient.id));
    expect(events.map((e) => e.detail)).toContain(`one session by admin ${people.admin.email}`);
  });

  it("the page's action will not end the session it runs in, and the lib refuses another user's id", async () => {
    const db = database().db;
    const { people } = await seedWorkspace(db);
    const cookie = await signIn(smtp, people.acmeClient.email);
    const own = (await list(cookie)).items[0]!.id;
    const result = (await asPage(cookie, () => revokeSessionAction(own, {}))).value;
    expect(result).toMatchObject({ ok: false, error: expect.stringContaining("Logout in your profile menu") });
    expect(await revokeSession(db, people.globexClient.id, own)).toBe(false);
    expect((await list(cookie)).items).toHaveLength(1);
  });

  it("the Security page shows the sessions to their owner", async () => {
    const { people } = await seedWorkspace(database().db);
    const cookie = await signIn(smtp, people.acmeClient.email);
    const page = await asPage(cookie, () => ClientSecurityPage());
    expect(page.redirect).toBeUndefined();
    expect(JSON.stringify(page.value)).toContain("Security");
  });
});
