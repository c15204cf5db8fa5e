// The sign-in API end to end: route handlers on a real database, codes delivered by a real SMTP server on loopback.
import { eq } from "drizzle-orm";
import { expect, it, vi } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as logout } from "@/app/api/auth/logout/route";
import { POST as verify } from "@/app/api/auth/verify-otp/route";
import { getCurrentUser, requireUser } from "@/lib/auth/session";
import { addUser, setUserActive, setUserRole } from "@/lib/auth/users";
import { roles, type Role } from "@/lib/auth/roles";
import { authEvents, otpCodes, outbox, sessions, signInLimits } from "@/lib/db/schema";
import { mailWorkersIdle } from "@/lib/mail/worker";
import { describeEachDatabase } from "../support/db";
import { cookieHeader, post } from "../support/http";
import { asPage } from "../support/next";
import { clockAt, realClockAfterEach } from "../support/clock";
import { codeFrom, loopbackSmtpPerFile } from "../support/smtp";

vi.mock("next/headers", async () => (await import("../support/next")).nextHeadersMock);
vi.mock("next/navigation", async () => (await import("../support/next")).nextNavigationMock);

const smtp = loopbackSmtpPerFile();
realClockAfterEach();

const start = new Date("2026-03-02T09:00:00Z");

const sendCode = (email: string, extra: object = {}) => login(post("/api/auth/login", { email, ...extra }));
const submitCode = (email: string, otp: string, rememberDevice = false) =>
  verify(post("/api/auth/verify-otp", { email, otp, rememberDevice }));

async function codeFor(email: string): Promise<string> {
  const response = await sendCode(email);
  expect(response.status).toBe(200);
  const code = codeFrom(await smtp.waitForMail(email));
  smtp.clear();
  return code;
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describeEachDatabase("sign-in", (database) => {
  it.each(roles)("a %s signs in with the mailed code, passes the role check and signs out", async (role: Role) => {
    const email = `${role}.user@nexora.example`;
    await addUser(database().db, { email, role, name: `Test ${role}` });

    const requested = await sendCode(email);
    expect(requested.status).toBe(200);
    expect(await requested.json()).toEqual({
      message: "OTP sent to your email.",
      expiresInSeconds: 300,
      resendInSeconds: 30,
    });
    const mail = await smtp.waitForMail(email);
    const code = codeFrom(mail);
    expect(mail.subject).not.toContain(code);
    expect(mail.html).toContain(code);

    const verified = await submitCode(email, code);
    expect(verified.status).toBe(200);
    expect(await verified.json()).toEqual({ message: "OTP verified.", user: { name: `Test ${role}`, email, role } });
    const cookie = cookieHeader(verified);
    expect(cookie).toMatch(/^nexora_session=/);

    expect(await asPage(cookie, () => requireUser(role))).toMatchObject({
      value: { email, role, name: `Test ${role}` },
    });
    const other = roles.find((r) => r !== role) ?? "admin";
    expect(await asPage(cookie, () => requireUser(other))).toEqual({ redirect: `/${role}` });

    const out = await logout(post("/api/auth/logout", undefined, { cookie }));
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().join()).toMatch(/nexora_session=;.*Max-Age=0/);
    expect(await asPage(cookie, () => requireUser(role))).toEqual({ redirect: "/login?expired=1" });
    const events = await database().db.select({ event: authEvents.event }).from(authEvents);
    expect(events.map((e) => e.event)).toEqual(expect.arrayContaining(["code_sent", "login_succeeded", "logout"]));
  });

  it("a used code is refused", async () => {
    await addUser(database().db, { email: "priya@nexora.example", role: "employee" });
    const code = await codeFor("priya@nexora.example");
    expect((await submitCode("priya@nexora.example", code)).status).toBe(200);
    const again = await submitCode("priya@nexora.example", code);
    expect(again.status).toBe(401);
    expect((await again.json()).error).toMatch(/not valid or has expired/);
  });

  it("a code is refused once its 300 seconds are over", async () => {
    await addUser(database().db, { email: "priya@nexora.example", role: "employee" });
    const clock = clockAt(start);
    const code = await codeFor("priya@nexora.example");
    clock.advance(301);
    expect((await submitCode("priya@nexora.example", code)).status).toBe(401);
  });

  it("five wrong codes kill the code: the right one is refused afterwards", async () => {
    await addUser(database().db, { email: "priya@nexora.example", role: "employee" });
    const code = await codeFor("priya@nexora.example");
    for (let i = 0; i < 5; i += 1) expect((await submitCode("priya@nexora.example", wrong(code))).status).toBe(401);
    expect((await submitCode("priya@nexora.example", code)).status).toBe(401);
  });

  it("ten failures in a row lock the network out of the address for 15 minutes, even across a new code", async () => {
    const email = "priya@nexora.example";
    await addUser(database().db, { email, role: "employee" });
    const clock = clockAt(start);
    const first = await codeFor(email);
    for (let i = 0; i < 5; i += 1) expect((await submitCode(email, wrong(first))).status).toBe(401);
    clock.advance(31);
    const second = await codeFor(email);
    for (let i = 0; i < 4; i += 1) expect((await submitCode(email, wrong(second))).status).toBe(401);
    const tenth = await submitCode(email, wrong(second));
    expect(tenth.status).toBe(429);
    expect(tenth.headers.get("Retry-After")).toBe("900");
    const locked = await submitCode(email, second);
    expect(locked.status).toBe(429);
    expect((await locked.json()).error).toMatch(/wait 15 minutes/);
    clock.advance(15 * 60 + 1);
    const third = await codeFor(email);
    expect((await submitCode(email, third)).status).toBe(200);
  });

  it("asking again within 30 seconds is refused with Retry-After; a resend keeps the first code valid until one is used", async () => {
    const email = "priya@nexora.example";
    await addUser(database().db, { email, role: "employee" });
    const clock = clockAt(start);
    const first = await codeFor(email);
    clock.advance(10);
    const early = await sendCode(email, { resend: true });
    expect(early.status).toBe(429);
    expect(early.headers.get("Retry-After")).toBe("20");
    expect(await early.json()).toEqual({ error: "Please wait 20 seconds before asking for another code." });
    clock.advance(21);
    const resent = await sendCode(email, { resend: true });
    expect(await resent.json()).toMatchObject({ message: "OTP resent." });
    const second = codeFrom(await smtp.waitForMail(email));
    // Mail can arrive late and out of order: the earlier code still works, and using it spends the later one.
    expect((await submitCode(email, first)).status).toBe(200);
    if (second !== first) expect((await submitCode(email, second)).status).toBe(401);
  });

  it("an unknown or inactive address gets the same answer, the same writes and no mail", async () => {
    const db = database().db;
    await addUser(db, { email: "known@nexora.example", role: "client" });
    await addUser(db, { email: "gone@nexora.example", role: "client" });
    await setUserActive(db, "gone@nexora.example", false);
    const known = await sendCode("known@nexora.example");
    const unknown = await sendCode("Stranger@Example.com ");
    const inactive = await sendCode("gone@nexora.example");
    for (const response of [unknown, inactive]) {
      expect(response.status).toBe(known.status);
      expect(await response.json()).toEqual(await known.clone().json());
    }
    await smtp.waitForMail("known@nexora.example");
    await mailWorkersIdle();
    expect(smtp.mails.map((m) => m.to).flat()).toEqual(["known@nexora.example"]);
    for (const email of ["stranger@example.com", "gone@nexora.example"]) {
      expect(await db.select().from(otpCodes).where(eq(otpCodes.email, email))).toHaveLength(1);
      expect(await db.select().from(signInLimits).where(eq(signInLimits.email, email))).toHaveLength(1);
    }
    // Each request wrote one code mail row; only the user's was sent, the others never held a code.
    const rows = await db.select({ status: outbox.status, payload: outbox.payload }).from(outbox);
    expect(rows.map((r) => r.status).sort()).toEqual(["discarded", "discarded", "sent"]);
    expect(rows.every((r) => r.payload === null)).toBe(true);
    expect((await sendCode("stranger@example.com")).status).toBe(429);
  });

  it("a tampered cookie is treated as signed out", async () => {
    await addUser(database().db, { email: "vik@nexora.example", role: "vendor" });
    const cookie = cookieHeader(await submitCode("vik@nexora.example", await codeFor("vik@nexora.example")));
    const value = cookie.slice(cookie.indexOf("=") + 1);
    const flipped = value.slice(0, 20) + (value[20] === "A" ? "B" : "A") + value.slice(21);
    const tampered = `nexora_session=${flipped}`;
    expect(await asPage(tampered, getCurrentUser)).toEqual({ value: null });
    expect(await asPage(tampered, () => requireUser())).toEqual({ redirect: "/login?expired=1" });
    expect(await asPage(cookie, getCurrentUser)).toMatchObject({ value: { email: "vik@nexora.example" } });
  });

  it("after logout the old cookie is refused, and logout works when already signed out", async () => {
    await addUser(database().db, { email: "meera@nexora.example", role: "client" });
    const cookie = cookieHeader(await submitCode("meera@nexora.example", await codeFor("meera@nexora.example")));
    expect((await logout(post("/api/auth/logout", undefined, { cookie }))).status).toBe(200);
    const [row] = await database().db.select().from(sessions);
    expect(row?.revokedAt).toBeInstanceOf(Date);
    expect(await asPage(cookie, getCurrentUser)).toEqual({ value: null });
    const again = await logout(post("/api/auth/logout", undefined, { cookie }));
    expect(again.status).toBe(200);
    const anonymous = await logout(post("/api/auth/logout"));
    expect(await anonymous.json()).toEqual({ message: "You have been signed out." });
  });

  it("changing a user's role or deactivating them ends their sessions", async () => {
    const db = database().db;
    await addUser(db, { email: "rohan@nexora.example", role: "employee" });
    const first = cookieHeader(await submitCode("rohan@nexora.example", await codeFor("rohan@nexora.example")));
    await setUserRole(db, "rohan@nexora.example", "client");
    expect(await asPage(first, getCurrentUser)).toEqual({ value: null });
    clockAt(new Date(Date.now() + 60_000));
    const second = cookieHeader(await submitCode("rohan@nexora.example", await codeFor("rohan@nexora.example")));
    expect(await asPage(second, () => requireUser("client"))).toMatchObject({ value: { role: "client" } });
    await setUserActive(db, "rohan@nexora.example", false);
    expect(await asPage(second, getCurrentUser)).toEqual({ value: null });
  });

  it("the session cookie lasts for the browser session, or 30 days (7 for admins) when remembered", async () => {
    const db = database().db;
    await addUser(db, { email: "a@nexora.example", role: "admin" });
    await addUser(db, { email: "e@nexora.example", role: "employee" });
    const browser =
      (await submitCode("e@nexora.example", await codeFor("e@nexora.example"))).headers.getSetCookie()[0] ?? "";
    expect(browser).toMatch(/HttpOnly/i);
    expect(browser).toMatch(/SameSite=Lax/i);
    expect(browser).toMatch(/Path=\//);
    expect(browser).not.toMatch(/Max-Age|Expires/i);
    expect(browser).not.toMatch(/Secure/i);
    const clock = clockAt(new Date(Date.now() + 60_000));
    clock.advance(0);
    const admin =
      (await submitCode("a@nexora.example", await codeFor("a@nexora.example"), true)).headers.getSetCookie()[0] ?? "";
    expect(admin).toMatch(/Max-Age=604800/);
    clock.advance(31);
    const employee =
      (await submitCode("e@nexora.example", await codeFor("e@nexora.example"), true)).headers.getSetCookie()[0] ?? "";
    expect(employee).toMatch(/Max-Age=2592000/);
    const rows = await db
      .select({ remember: sessions.remember, createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
      .from(sessions);
    const hours = rows.map((r) => (r.expiresAt.getTime() - r.createdAt.getTime()) / 3_600_000).sort((a, b) => a - b);
    expect(hours).toEqual([12, 7 * 24, 30 * 24]);
  });
});
