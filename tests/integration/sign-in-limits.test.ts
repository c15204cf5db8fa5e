// Sign-in limits count per address and client network: a stranger can neither use up a person's codes nor lock them
// out; address-wide ceilings stop a distributed attack and tell the admins once; an admin can lift them.
import { eq } from "drizzle-orm";
import { expect, it, vi } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as verify } from "@/app/api/auth/verify-otp/route";
import { blockedAddresses, clearSignInLimits } from "@/lib/auth/codes";
import { otpRules } from "@/lib/auth/code-rules";
import { addUser } from "@/lib/auth/users";
import { authEvents } from "@/lib/db/schema";
import { mailWorkersIdle } from "@/lib/mail/worker";
import { describeEachDatabase } from "../support/db";
import { post } from "../support/http";
import { clockAt, realClockAfterEach } from "../support/clock";
import { codeFrom, loopbackSmtpPerFile } from "../support/smtp";

const smtp = loopbackSmtpPerFile();
realClockAfterEach();

const start = new Date("2026-03-02T09:00:00Z");

const person = "198.51.100.20";
const sendCode = (email: string, ip: string) => login(post("/api/auth/login", { email }, { ip }));
const submitCode = (email: string, otp: string, ip: string) =>
  verify(post("/api/auth/verify-otp", { email, otp }, { ip }));
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

async function mailedCode(email: string, ip: string): Promise<string> {
  expect((await sendCode(email, ip)).status).toBe(200);
  const code = codeFrom(await smtp.waitForMail(email));
  smtp.clear();
  return code;
}

describeEachDatabase("sign-in limits", (database) => {
  it("a stranger's five code requests do not use up the person's codes", async () => {
    const email = "priya@nexora.example";
    await addUser(database().db, { email, role: "employee" });
    const clock = clockAt(start);
    for (let i = 0; i < 6; i += 1) {
      expect((await sendCode(email, "203.0.113.66")).status).toBe(200);
      clock.advance(31);
    }
    await vi.waitFor(() => expect(smtp.mails.filter((m) => m.to.includes(email))).toHaveLength(otpRules.codesPerHour), {
      timeout: 15_000,
    });
    await mailWorkersIdle();
    expect(smtp.mails.filter((m) => m.to.includes(email))).toHaveLength(otpRules.codesPerHour);
    smtp.clear();
    const code = await mailedCode(email, person);
    expect((await submitCode(email, code, person)).status).toBe(200);
  });

  it("a stranger's ten wrong codes lock only the stranger's network out", async () => {
    const email = "priya@nexora.example";
    await addUser(database().db, { email, role: "employee" });
    const code = await mailedCode(email, person);
    const answers = [];
    for (let i = 0; i < 11; i += 1) answers.push((await submitCode(email, wrong(code), "203.0.113.66")).status);
    expect(answers).toEqual([...Array(9).fill(401), 429, 429]);
    // The stranger's tries did not count against the code the person's network asked for.
    expect((await submitCode(email, code, person)).status).toBe(200);
  });

  it("twenty parallel submits of the right code: one session, the rest refused as used, no lockout", async () => {
    const email = "priya@nexora.example";
    await addUser(database().db, { email, role: "employee" });
    const code = await mailedCode(email, person);
    const statuses = (await Promise.all(Array.from({ length: 20 }, () => submitCode(email, code, person)))).map(
      (r) => r.status,
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 401)).toHaveLength(19);
    clockAt(new Date(Date.now() + 31_000));
    const next = await mailedCode(email, person);
    expect((await submitCode(email, next, person)).status).toBe(200);
  });

  it("IPv6 clients of one /64 share a network's limits", async () => {
    const email = "priya@nexora.example";
    await addUser(database().db, { email, role: "employee" });
    expect((await sendCode(email, "2001:db8:7:7::1")).status).toBe(200);
    const sameNetwork = await sendCode(email, "2001:db8:7:7:dead:beef:0:2");
    expect(sameNetwork.status).toBe(429);
    expect((await sendCode(email, "2001:db8:7:8::1")).status).toBe(200);
  });

  it("twenty codes an hour over many networks is the address's ceiling: the admins get one mail", async () => {
    const db = database().db;
    const email = "priya@nexora.example";
    await addUser(db, { email, role: "employee" });
    await addUser(db, { email: "admin@nexora.example", role: "admin" });
    clockAt(start);
    for (let net = 0; net < 6; net += 1) expect((await sendCode(email, `203.0.113.${net + 1}`)).status).toBe(200);
    for (let round = 1; round < 5; round += 1) {
      vi.setSystemTime(new Date(start.getTime() + round * 31_000));
      for (let net = 0; net < 6; net += 1) expect((await sendCode(email, `203.0.113.${net + 1}`)).status).toBe(200);
    }
    await smtp.waitForMail("admin@nexora.example");
    await vi.waitFor(
      () => expect(smtp.mails.filter((m) => m.to.includes(email))).toHaveLength(otpRules.addressCodesPerHour),
      { timeout: 15_000 },
    );
    await mailWorkersIdle();
    expect(smtp.mails.filter((m) => m.to.includes(email))).toHaveLength(otpRules.addressCodesPerHour);
    const alerts = smtp.mails.filter((m) => m.to.includes("admin@nexora.example"));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.text).toContain(email);
    // The person's own network is held too, until the hour is over or an admin clears it.
    smtp.clear();
    expect((await sendCode(email, person)).status).toBe(200);
    expect(await blockedAddresses(db, new Date())).toMatchObject([{ email }]);
    expect(await clearSignInLimits(db, email, { email: "admin@nexora.example" }, new Date())).toBe(true);
    vi.setSystemTime(new Date(Date.now() + 31_000));
    const code = await mailedCode(email, person);
    expect((await submitCode(email, code, person)).status).toBe(200);
    const events = await db.select().from(authEvents).where(eq(authEvents.event, "sign_in_limits_cleared"));
    expect(events).toMatchObject([{ email, detail: "by admin@nexora.example" }]);
    expect(smtp.mails.filter((m) => m.to.includes("admin@nexora.example"))).toHaveLength(0);
  });

  it("a hundred failures a day over many networks lock the address: the admins get one mail", async () => {
    const db = database().db;
    const email = "priya@nexora.example";
    await addUser(db, { email, role: "employee" });
    await addUser(db, { email: "admin@nexora.example", role: "admin" });
    const code = await mailedCode(email, person);
    const statuses: number[] = [];
    for (let net = 0; net < 11; net += 1) {
      for (let i = 0; i < 9; i += 1) statuses.push((await submitCode(email, wrong(code), `192.0.2.${net + 1}`)).status);
    }
    // 99 failures so far: the next one, from yet another network, reaches the ceiling.
    expect(statuses.every((s) => s === 401)).toBe(true);
    expect((await submitCode(email, wrong(code), "192.0.2.200")).status).toBe(429);
    const refused = await submitCode(email, code, person);
    expect(refused.status).toBe(429);
    await smtp.waitForMail("admin@nexora.example");
    expect(smtp.mails.filter((m) => m.to.includes("admin@nexora.example"))).toHaveLength(1);
    await clearSignInLimits(db, email, { email: "admin@nexora.example" }, new Date());
    expect((await submitCode(email, code, person)).status).toBe(200);
  });
});
