// The new-device notice on both databases, through the real sign-in routes and a loopback SMTP server: none on the
// first sign-in, none from a known device and network, one (through the outbox) from a new one, with no code or
// sign-in link in it.
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as verify } from "@/app/api/auth/verify-otp/route";
import { addUser } from "@/lib/auth/users";
import { authEvents, outbox } from "@/lib/db/schema";
import { mailWorkersIdle } from "@/lib/mail/worker";
import { clockAt, realClockAfterEach } from "../support/clock";
import { describeEachDatabase } from "../support/db";
import { post } from "../support/http";
import { codeFrom, loopbackSmtpPerFile, type ReceivedMail } from "../support/smtp";

const smtp = loopbackSmtpPerFile();
realClockAfterEach();

const email = "priya@nexora.example";
const chromeAndroid =
  "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const firefoxWindows = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";

/** A request as that browser on that network sends it. */
function from(request: Request, userAgent: string): Request {
  const headers = new Headers(request.headers);
  headers.set("user-agent", userAgent);
  return new Request(request.url, { method: "POST", headers, body: request.body, duplex: "half" } as RequestInit);
}

async function signInFrom(ip: string, userAgent: string): Promise<void> {
  expect((await login(from(post("/api/auth/login", { email }, { ip }), userAgent))).status).toBe(200);
  const mail = await smtp.waitForMail(email);
  smtp.clear();
  const body = { email, otp: codeFrom(mail), rememberDevice: false };
  expect((await verify(from(post("/api/auth/verify-otp", body, { ip }), userAgent))).status).toBe(200);
  await mailWorkersIdle();
}

const notices = (): ReceivedMail[] => smtp.mails.filter((m) => /New sign-in/.test(m.subject));

describeEachDatabase("the new-device notice", (database) => {
  it("is not sent on the first sign-in, nor from a device and network seen lately", async () => {
    await addUser(database().db, { email, role: "client", name: "Priya Deshmukh" });
    const clock = clockAt(new Date("2026-11-26T06:00:00Z"));
    await signInFrom("203.0.113.7", chromeAndroid);
    // Past the resend cooldown; a browser update changes nothing.
    clock.advance(60);
    await signInFrom("203.0.113.7", chromeAndroid.replace("131.0", "132.0"));
    await new Promise((resolve) => setTimeout(resolve, 200));
    await mailWorkersIdle();
    expect(notices()).toEqual([]);
    expect(await database().db.select().from(outbox).where(eq(outbox.kind, "workspace_notice"))).toEqual([]);
  });

  it("is sent from a new device or a new network, through the outbox, with time, device, IP and what to do", async () => {
    const db = database().db;
    await addUser(db, { email, role: "client", name: "Priya Deshmukh" });
    const start = new Date("2026-11-26T06:00:00Z");
    const clock = clockAt(start);
    await signInFrom("203.0.113.7", chromeAndroid);
    clock.advance(3600);
    await signInFrom("203.0.113.7", firefoxWindows);
    const mail = await smtp.waitForMail(email);
    expect(mail.subject).toBe("New sign-in to your NEXORA account");
    expect(mail.text).toContain("Hello Priya Deshmukh,");
    expect(mail.text).toMatch(/When:\s+26 Nov 2026, 12:30 IST/);
    expect(mail.text).toMatch(/Device:\s+Firefox on Windows/);
    expect(mail.text).toMatch(/IP address:\s+203\.0\.113\.7/);
    expect(mail.text).toContain("Sign out everywhere else");
    expect(mail.text).toContain("support@nexora.example");
    // No code, and the only address is the sign-in page's.
    expect(mail.text).not.toMatch(/\b\d{6}\b/);
    expect(mail.text.match(/https?:\/\/\S+/g)).toEqual(["http://localhost:3000/login"]);
    const [event] = await db.select().from(authEvents).where(eq(authEvents.event, "new_device_notice"));
    expect(event).toMatchObject({ email, ip: "203.0.113.7", detail: "Firefox on Windows" });

    // The same phone on another network is new too; back on the first one, it is known again.
    smtp.clear();
    clock.advance(3600);
    await signInFrom("198.51.100.20", chromeAndroid);
    expect(notices()).toHaveLength(1);
    expect(notices()[0]?.text).toMatch(/IP address:\s+198\.51\.100\.20/);
    smtp.clear();
    await signInFrom("203.0.113.7", chromeAndroid);
    expect(notices()).toEqual([]);
  });

  it("is sent again once 90 days have passed since the device and network were last seen", async () => {
    await addUser(database().db, { email, role: "client", name: "Priya Deshmukh" });
    const clock = clockAt(new Date("2026-06-01T06:00:00Z"));
    await signInFrom("203.0.113.7", chromeAndroid);
    clock.advance(91 * 24 * 3600);
    await signInFrom("203.0.113.7", chromeAndroid);
    expect(notices()).toHaveLength(1);
  });
});
