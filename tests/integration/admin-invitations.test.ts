// Invitations and request access: adding a user (page action, table action, CLI) queues a welcome mail that reaches
// them through real SMTP, and a request for access reaches the admins with one answer for every address.
import { randomUUID } from "node:crypto";
import { expect, it, vi } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as requestAccess } from "@/app/api/auth/request-access/route";
import { POST as verify } from "@/app/api/auth/verify-otp/route";
import { addUserAction } from "@/lib/actions/users/add";
import { inviteUserAction } from "@/lib/actions/users/invite";
import { accessRequestAnswer } from "@/lib/auth/access-request-schema";
import { addUser, findUserByEmail, setUserActive } from "@/lib/auth/users";
import { accessRequests, outbox } from "@/lib/db/schema";
import { ipLimits } from "@/lib/http/rate-limit";
import { addOrganisation } from "@/lib/workspace/organisations";
import { main } from "@/scripts/users";
import { inProcess } from "../support/cli";
import { clockInCurrentWindow, realClockAfterEach } from "../support/clock";
import { describeEachDatabase } from "../support/db";
import { cookieHeader, post } from "../support/http";
import { asPage } from "../support/next";
import { codeFrom, loopbackSmtpPerFile, type ReceivedMail } from "../support/smtp";

vi.mock("next/headers", async () => (await import("../support/next")).nextHeadersMock);
vi.mock("next/navigation", async () => (await import("../support/next")).nextNavigationMock);

const smtp = loopbackSmtpPerFile();
const cli = inProcess(main);

async function signIn(email: string): Promise<string> {
  expect((await login(post("/api/auth/login", { email }))).status).toBe(200);
  const code = codeFrom(await smtp.waitForMail(email));
  const verified = await verify(post("/api/auth/verify-otp", { email, otp: code, rememberDevice: false }));
  expect(verified.status).toBe(200);
  return cookieHeader(verified);
}

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
};

/** Every http(s) address in a mail's text and HTML parts. */
const links = (mail: ReceivedMail) => [
  ...new Set([...`${mail.text} ${mail.html}`.matchAll(/https?:\/\/[^\s"<>)]+/g)].map((m) => m[0])),
];

const access = (fields: Partial<Record<string, string>>, ip = "203.0.113.50") =>
  requestAccess(
    post(
      "/api/auth/request-access",
      {
        name: "Kavya Joshi",
        email: "kavya@newco.example",
        company: "NewCo Pvt Ltd",
        message: "We have just signed a project with Nexora and need to follow it.",
        idempotencyKey: randomUUID(),
        ...fields,
      },
      { ip },
    ),
  );

realClockAfterEach();

describeEachDatabase("invitations and request access", (database) => {
  it("an admin adds a user into an organisation; the welcome mail names them, the admin and /login only", async () => {
    const db = database().db;
    await addUser(db, { email: "priya@nexora.example", role: "admin", name: "Priya Deshmukh" });
    const acme = await addOrganisation(db, { name: "Acme Ltd", kind: "client" });
    const cookie = await signIn("priya@nexora.example");

    const added = await asPage(cookie, () =>
      inviteUserAction({ email: "Anita@Acme.example", name: "Anita Rao", role: "client", organisationId: acme.id }),
    );
    expect(added.value).toMatchObject({ ok: true });
    expect(await findUserByEmail(db, "anita@acme.example")).toMatchObject({
      organisationId: acme.id,
      lastSignedInAt: null,
    });

    const mail = await smtp.waitForMail("anita@acme.example");
    expect(mail.subject).toBe("You have been added to the NEXORA portal");
    expect(mail.text).toContain("Hello Anita Rao,");
    expect(mail.text).toContain("Priya Deshmukh added you to the NEXORA portal as a client of Acme Ltd.");
    expect(mail.text).toMatch(/Added by:\s+Priya Deshmukh \(priya@nexora\.example\)/);
    expect(mail.text).toMatch(/Sign in at:\s+http:\/\/localhost:3000\/login\n/);
    expect(mail.text).not.toMatch(/\b\d{6}\b/);
    expect(links(mail)).toEqual(["http://localhost:3000/login"]);
  });

  it("the Users view's form action invites too, and a staff role refuses an organisation without adding anyone", async () => {
    const db = database().db;
    await addUser(db, { email: "priya@nexora.example", role: "admin", name: "Priya Deshmukh" });
    const vendor = await addOrganisation(db, { name: "Steel Co", kind: "vendor" });
    const cookie = await signIn("priya@nexora.example");
    expect(
      await asPage(cookie, () => addUserAction(form({ email: "rohan@nexora.example", role: "employee" }))),
    ).toEqual({ redirect: "/admin/users?notice=added" });
    const mail = await smtp.waitForMail("rohan@nexora.example");
    expect(mail.text).toContain("Priya Deshmukh added you to the NEXORA portal as a staff member.");
    expect(mail.text).toContain("Hello,");

    const refused = await asPage(cookie, () =>
      inviteUserAction({ email: "ravi@nexora.example", role: "employee", organisationId: vendor.id }),
    );
    expect(refused.value).toMatchObject({ ok: false, fields: { organisation: expect.stringMatching(/^Staff/) } });
    expect(await findUserByEmail(db, "ravi@nexora.example")).toBeUndefined();
    expect((await db.select().from(outbox)).filter((r) => r.payload?.includes("ravi@nexora.example"))).toEqual([]);
  });

  it("the CLI's add queues the welcome mail from the Nexora team, and the worker sends it", async () => {
    const added = await cli("add", "meera@steel.example", "vendor", "--name", "Meera Iyer", "--org", "Steel Co");
    expect(added.code).toBe(0);
    const mail = await smtp.waitForMail("meera@steel.example");
    expect(mail.text).toContain("The Nexora team added you to the NEXORA portal as a vendor of Steel Co.");
    expect(mail.text).toMatch(/Added by:\s+the Nexora team\n/);
    expect(links(mail)).toEqual(["http://localhost:3000/login"]);
  });

  it("request access gives one answer for a known and an unknown address, and reaches every active admin", async () => {
    const db = database().db;
    await addUser(db, { email: "priya@nexora.example", role: "admin" });
    await addUser(db, { email: "omkar@nexora.example", role: "admin" });
    await addUser(db, { email: "old@nexora.example", role: "admin" });
    await setUserActive(db, "old@nexora.example", false);
    await addUser(db, { email: "anita@acme.example", role: "client" });

    const unknown = await access({});
    const known = await access({ email: "Anita@Acme.example", name: "Anita" }, "203.0.113.51");
    expect(unknown.status).toBe(202);
    expect(known.status).toBe(202);
    expect(await unknown.json()).toEqual({ message: accessRequestAnswer });
    expect(await known.json()).toEqual({ message: accessRequestAnswer });

    for (const admin of ["priya@nexora.example", "omkar@nexora.example"]) {
      const mails = await smtp.waitForMails(admin, 2);
      const about = (who: string) => mails.find((m) => m.text.includes(who));
      expect(about("kavya@newco.example")?.text).toMatch(/Already a user:\s+No/);
      expect(about("kavya@newco.example")?.text).toContain("We have just signed a project with Nexora");
      expect(about("anita@acme.example")?.text).toMatch(/Already a user:\s+Yes, and may sign in/);
      expect(about("kavya@newco.example")?.parsed.replyTo?.text).toBe("kavya@newco.example");
    }
    expect(smtp.mails.some((m) => m.to.includes("old@nexora.example"))).toBe(false);
    // Nobody who asked gets mail from this: only the admins do.
    expect(smtp.mails.some((m) => m.to.includes("anita@acme.example") || m.to.includes("kavya@newco.example"))).toBe(
      false,
    );
  });

  it("with no active admin, a request goes to the support inbox; a replay is one request; the honeypot stores none", async () => {
    const db = database().db;
    const key = randomUUID();
    expect((await access({ idempotencyKey: key })).status).toBe(202);
    expect((await access({ idempotencyKey: key })).status).toBe(202);
    expect((await access({ website: "http://spam.example" })).status).toBe(202);
    expect(await db.select().from(accessRequests)).toHaveLength(1);
    const mail = await smtp.waitForMail("support@nexora.example");
    expect(mail.subject).toBe("NEXORA portal: Kavya Joshi asks for access");
  });

  it("bad input is a 400 with the field named; past the per-IP limit a 429 with Retry-After", async () => {
    const bad = await access({ email: "not-an-address" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: expect.any(String), fields: { email: expect.any(String) } });
    expect((await access({ message: "short" })).status).toBe(400);
    clockInCurrentWindow(ipLimits.accessRequest.windowSeconds);
    for (let i = 0; i < ipLimits.accessRequest.limit; i += 1)
      expect((await access({}, "198.51.100.7")).status).toBe(202);
    const limited = await access({}, "198.51.100.7");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({ error: expect.stringMatching(/^You have sent several requests/) });
    // Another network is not held up.
    expect((await access({}, "198.51.100.8")).status).toBe(202);
  });
});
