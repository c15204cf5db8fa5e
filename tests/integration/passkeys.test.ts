// Passkeys through the routes, with a software authenticator: registration and sign-in verified by the library,
// challenges used once, origin and RP ID checked, one person's passkeys out of another's reach, removal final.
import { eq } from "drizzle-orm";
import { expect, it, vi } from "vitest";
import { DELETE as removeOwn } from "@/app/api/account/passkeys/[id]/route";
import { GET as listOwn, POST as register } from "@/app/api/account/passkeys/route";
import { POST as registrationOptions } from "@/app/api/account/passkeys/registration-options/route";
import { DELETE as adminRemove } from "@/app/api/admin/users/[id]/passkeys/[passkeyId]/route";
import { GET as adminList } from "@/app/api/admin/users/[id]/passkeys/route";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as passkeyOptions } from "@/app/api/auth/passkey/options/route";
import { POST as passkeyVerify } from "@/app/api/auth/passkey/verify/route";
import { POST as verify } from "@/app/api/auth/verify-otp/route";
import { removeOwnPasskeyAction, removeUserPasskeyAction } from "@/lib/actions/passkeys/remove";
import { addUser, setUserActive } from "@/lib/auth/users";
import { authEvents, passkeys, webauthnChallenges } from "@/lib/db/schema";
import { ipLimits } from "@/lib/http/rate-limit";
import { activityOf } from "../support/activity";
import { clockInCurrentWindow, realClockAfterEach } from "../support/clock";
import { describeEachDatabase } from "../support/db";
import { cookieHeader, post, siteUrl } from "../support/http";
import { asPage } from "../support/next";
import { codeFrom, loopbackSmtpPerFile } from "../support/smtp";
import { SoftAuthenticator } from "../support/webauthn";

vi.mock("next/headers", async () => (await import("../support/next")).nextHeadersMock);
vi.mock("next/navigation", async () => (await import("../support/next")).nextNavigationMock);

const smtp = loopbackSmtpPerFile();

async function signIn(email: string): Promise<string> {
  expect((await login(post("/api/auth/login", { email }))).status).toBe(200);
  const code = codeFrom(await smtp.waitForMail(email));
  const verified = await verify(post("/api/auth/verify-otp", { email, otp: code, rememberDevice: false }));
  expect(verified.status).toBe(200);
  return cookieHeader(verified);
}

const request = (method: string, path: string, cookie: string) =>
  new Request(`${siteUrl}${path}`, { method, headers: { cookie, origin: siteUrl, "x-forwarded-for": "203.0.113.10" } });
const params = <P>(value: P) => ({ params: Promise.resolve(value) });
const noParams = params({});

async function challengeFor(response: Response): Promise<string> {
  expect(response.status).toBe(200);
  return ((await response.json()) as { challenge: string }).challenge;
}

/** Adds a passkey for the person behind `cookie`; returns the authenticator and the passkey's id. */
async function addPasskey(cookie: string, name = "Work laptop") {
  const authenticator = new SoftAuthenticator();
  const challenge = await challengeFor(
    await registrationOptions(post("/api/account/passkeys/x", undefined, { cookie }), noParams),
  );
  const answer = authenticator.register({ challenge });
  const created = await register(post("/api/account/passkeys", { name, response: answer }, { cookie }), noParams);
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: string };
  return { authenticator, id, answer };
}

async function signInWith(authenticator: SoftAuthenticator, ceremony: { origin?: string; rpId?: string } = {}) {
  const challenge = await challengeFor(await passkeyOptions(post("/api/auth/passkey/options")));
  const answer = authenticator.signIn({ challenge, ...ceremony });
  return { answer, response: await passkeyVerify(post("/api/auth/passkey/verify", { response: answer })) };
}

realClockAfterEach();

describeEachDatabase("passkeys", (database) => {
  it("a person registers a passkey after a code, then signs in with it into a working session", async () => {
    const db = database().db;
    const user = await addUser(db, { email: "priya@nexora.example", role: "client" });
    const cookie = await signIn(user.email);
    const { authenticator, id } = await addPasskey(cookie);

    const listed = await listOwn(request("GET", "/api/account/passkeys", cookie), noParams);
    const { items } = (await listed.json()) as { items: { id: string; name: string; lastUsedAt: null }[] };
    expect(items).toEqual([expect.objectContaining({ id, name: "Work laptop", lastUsedAt: null })]);
    expect(JSON.stringify(items)).not.toContain(authenticator.id);
    expect(await activityOf(db, "passkey", "added")).toEqual([
      expect.objectContaining({ id, actorId: user.id, change: expect.objectContaining({ name: "Work laptop" }) }),
    ]);

    const { response } = await signInWith(authenticator);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ user: { email: user.email, role: "client" } });
    const session = cookieHeader(response);
    expect(session).toContain("nexora_session=");
    expect((await listOwn(request("GET", "/api/account/passkeys", session), noParams)).status).toBe(200);
    const [stored] = await db.select().from(passkeys).where(eq(passkeys.id, id));
    expect(stored?.lastUsedAt).toBeInstanceOf(Date);
    expect(stored?.counter).toBe(1);
    const events = await db.select().from(authEvents).where(eq(authEvents.event, "login_succeeded"));
    expect(events.map((e) => e.detail)).toContain("passkey, browser session");
  });

  it("a challenge answers one ceremony only, and only while fresh", async () => {
    const db = database().db;
    const user = await addUser(db, { email: "priya@nexora.example", role: "employee" });
    const cookie = await signIn(user.email);
    const { authenticator, answer } = await addPasskey(cookie);
    // The same registration answer again: its challenge is spent.
    const again = await register(
      post("/api/account/passkeys", { name: "Again", response: answer }, { cookie }),
      noParams,
    );
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ error: "That passkey could not be verified. Please try again." });

    const first = await signInWith(authenticator);
    expect(first.response.status).toBe(200);
    const replay = await passkeyVerify(post("/api/auth/passkey/verify", { response: first.answer }));
    expect(replay.status).toBe(401);
    expect(cookieHeader(replay)).toBe("");

    // An expired challenge, and a registration challenge offered for a sign-in, are refused too.
    await db
      .insert(webauthnChallenges)
      .values({ challenge: "old", purpose: "sign_in", expiresAt: new Date(Date.now() - 1000) });
    const stale = authenticator.signIn({ challenge: "old" });
    expect((await passkeyVerify(post("/api/auth/passkey/verify", { response: stale }))).status).toBe(401);
    const forRegistration = await challengeFor(
      await registrationOptions(post("/api/account/passkeys/x", undefined, { cookie }), noParams),
    );
    const crossed = authenticator.signIn({ challenge: forRegistration });
    expect((await passkeyVerify(post("/api/auth/passkey/verify", { response: crossed }))).status).toBe(401);
    const failures = await db.select().from(authEvents).where(eq(authEvents.event, "login_failed"));
    expect(failures.map((e) => e.detail)).toEqual(Array(3).fill("passkey: verification failed"));
  });

  it("a ceremony for another origin or RP ID is refused", async () => {
    const db = database().db;
    const user = await addUser(db, { email: "priya@nexora.example", role: "vendor" });
    const cookie = await signIn(user.email);
    const authenticator = new SoftAuthenticator();
    for (const ceremony of [{ origin: "https://evil.example" }, { rpId: "evil.example" }]) {
      const challenge = await challengeFor(
        await registrationOptions(post("/api/account/passkeys/x", undefined, { cookie }), noParams),
      );
      const answer = authenticator.register({ challenge, ...ceremony });
      const refused = await register(
        post("/api/account/passkeys", { name: "Phone", response: answer }, { cookie }),
        noParams,
      );
      expect(refused.status).toBe(400);
    }
    expect(await db.select().from(passkeys)).toEqual([]);

    const { authenticator: real } = await addPasskey(cookie);
    expect((await signInWith(real, { origin: "https://evil.example" })).response.status).toBe(401);
    expect((await signInWith(real, { rpId: "evil.example" })).response.status).toBe(401);
    expect((await signInWith(real)).response.status).toBe(200);
    // A cross-site page cannot even ask for a challenge.
    const crossSite = post("/api/auth/passkey/options", undefined, { origin: "https://evil.example" });
    expect((await passkeyOptions(crossSite)).status).toBe(403);
  });

  it("another person's passkey is a 404; an admin lists and removes it, recorded as theirs", async () => {
    const db = database().db;
    const owner = await addUser(db, { email: "priya@nexora.example", role: "client" });
    const other = await addUser(db, { email: "rahul@nexora.example", role: "employee" });
    const admin = await addUser(db, { email: "anita@nexora.example", role: "admin" });
    const { id, authenticator } = await addPasskey(await signIn(owner.email));
    const otherCookie = await signIn(other.email);

    const stranger = await removeOwn(request("DELETE", `/api/account/passkeys/${id}`, otherCookie), params({ id }));
    expect(stranger.status).toBe(404);
    expect(await stranger.json()).toEqual({ error: "That passkey was not found." });
    const malformed = await removeOwn(request("DELETE", "/api/account/passkeys/x", otherCookie), params({ id: "x" }));
    expect(malformed.status).toBe(404);
    expect((await removeOwn(request("DELETE", `/api/account/passkeys/${id}`, ""), params({ id }))).status).toBe(401);
    // Not an admin: the admin routes do not exist for them.
    const peek = await adminList(
      request("GET", `/api/admin/users/${owner.id}/passkeys`, otherCookie),
      params({ id: owner.id }),
    );
    expect(peek.status).toBe(404);

    const adminCookie = await signIn(admin.email);
    const listed = await adminList(request("GET", "/x", adminCookie), params({ id: owner.id }));
    expect(((await listed.json()) as { items: { id: string }[] }).items.map((p) => p.id)).toEqual([id]);
    const wrongOwner = await adminRemove(request("DELETE", "/x", adminCookie), params({ id: other.id, passkeyId: id }));
    expect(wrongOwner.status).toBe(404);
    const removed = await adminRemove(request("DELETE", "/x", adminCookie), params({ id: owner.id, passkeyId: id }));
    expect(removed.status).toBe(200);
    expect(await activityOf(db, "passkey", "removed")).toEqual([
      expect.objectContaining({
        id,
        actorId: admin.id,
        change: expect.objectContaining({ user: expect.objectContaining({ email: owner.email }) }),
      }),
    ]);
    // Removed: the device still holds the key, but it opens nothing.
    expect((await signInWith(authenticator)).response.status).toBe(401);
  });

  it("a person removes their own passkey; a paused person's passkey opens nothing", async () => {
    const db = database().db;
    const user = await addUser(db, { email: "priya@nexora.example", role: "client" });
    const cookie = await signIn(user.email);
    const first = await addPasskey(cookie, "Phone");
    const second = await addPasskey(cookie, "Laptop");
    const removed = await removeOwn(request("DELETE", "/x", cookie), params({ id: first.id }));
    expect(removed.status).toBe(200);
    expect((await signInWith(first.authenticator)).response.status).toBe(401);

    await setUserActive(db, user.email, false);
    expect((await signInWith(second.authenticator)).response.status).toBe(401);
    const failures = await db.select().from(authEvents).where(eq(authEvents.event, "login_failed"));
    expect(failures.map((e) => e.detail)).toEqual(["passkey: unknown credential", "passkey: inactive user"]);
  });

  it("the removal actions of the pages: one's own passkey, and an admin's for a user", async () => {
    const db = database().db;
    const owner = await addUser(db, { email: "priya@nexora.example", role: "client" });
    const admin = await addUser(db, { email: "anita@nexora.example", role: "admin" });
    const ownerCookie = await signIn(owner.email);
    const first = await addPasskey(ownerCookie, "Phone");
    const second = await addPasskey(ownerCookie, "Laptop");
    const adminCookie = await signIn(admin.email);

    // The admin's own-passkey action does not reach another person's passkey; the client cannot use the admin's.
    expect(await asPage(adminCookie, () => removeOwnPasskeyAction(first.id, {}))).toEqual({
      value: { ok: false, code: "invalid", error: "That passkey was not found." },
    });
    expect((await asPage(ownerCookie, () => removeUserPasskeyAction(first.id, { userId: owner.id }))).redirect).toBe(
      "/client",
    );
    expect((await asPage("", () => removeOwnPasskeyAction(first.id, {}))).redirect).toBe("/login");
    expect((await db.select().from(passkeys)).length).toBe(2);

    expect(await asPage(ownerCookie, () => removeOwnPasskeyAction(first.id, {}))).toMatchObject({
      value: { ok: true },
    });
    expect(await asPage(adminCookie, () => removeUserPasskeyAction(second.id, { userId: owner.id }))).toMatchObject({
      value: { ok: true },
    });
    expect(await db.select().from(passkeys)).toEqual([]);
    const removals = await activityOf(db, "passkey", "removed");
    expect(removals.map((r) => [r.id, r.actorId])).toEqual([
      [first.id, owner.id],
      [second.id, admin.id],
    ]);
  });

  it("sign-in challenges are limited per network", async () => {
    clockInCurrentWindow(ipLimits.passkeyOptions.windowSeconds);
    for (let i = 0; i < ipLimits.passkeyOptions.limit; i++)
      expect((await passkeyOptions(post("/api/auth/passkey/options"))).status).toBe(200);
    const limited = await passkeyOptions(post("/api/auth/passkey/options"));
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await passkeyOptions(post("/api/auth/passkey/options", undefined, { ip: "198.51.100.7" }))).status).toBe(
      200,
    );
  });
});
