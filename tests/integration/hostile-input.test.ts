// Generated hostile input on both databases: every JSON POST route and every admin action refuses it with a 4xx
// (or the Users view's notice), never a 5xx or Next's error page, and stores nothing from it; every upload under a
// hostile name is stored under a safe one that ends in its type's extension.
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, expect, it, onTestFinished, vi } from "vitest";
import { addUserAction } from "@/lib/actions/users/add";
import { removeUserAction } from "@/lib/actions/users/remove";
import { setActiveAction } from "@/lib/actions/users/set-active";
import { setRoleAction } from "@/lib/actions/users/set-role";
import { POST as contact } from "@/app/api/contact/route";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as logout } from "@/app/api/auth/logout/route";
import { POST as verify } from "@/app/api/auth/verify-otp/route";
import { GET as download } from "@/app/api/portal/files/[id]/route";
import { POST as upload } from "@/app/api/portal/files/route";
import { noticeFor } from "@/lib/portal/users-notices";
import { fileMessages } from "@/lib/workspace/files";
import type { AllowedFileType } from "@/lib/workspace/vocabulary";
import { addUser, listUsers, setUserActive } from "@/lib/auth/users";
import type { Db } from "@/lib/db/client";
import { resetEnv } from "@/lib/env";
import { files, organisations, users } from "@/lib/db/schema";
import { describeEachDatabase } from "../support/db";
import { rng } from "../support/hostile";
import { expectSafeName, hostileUpload } from "../support/hostile-files";
import { directory, hostileForm, type ActionName } from "../support/hostile-forms";
import { hostileRequest, routes, type JsonRoute } from "../support/hostile-requests";
import { cookieHeader, post, siteUrl } from "../support/http";
import { asPage } from "../support/next";
import { codeFrom, loopbackSmtpPerFile } from "../support/smtp";
import { apiGet, noParams, routeContext } from "../support/workspace";

vi.mock("next/headers", async () => (await import("../support/next")).nextHeadersMock);
vi.mock("next/navigation", async () => (await import("../support/next")).nextNavigationMock);

const smtp = loopbackSmtpPerFile();
const perTarget = 520;
const seed = 20_261_123;

let logged: string[] = [];
beforeEach(() => {
  logged = [];
  // Forged cookies and refused values are logged as warnings; kept to be checked, not printed 4,000 times.
  const keep = (...args: unknown[]) => void logged.push(args.map(String).join(" "));
  for (const level of ["warn", "error"] as const) vi.spyOn(console, level).mockImplementation(keep);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const rows = async (db: Db, query: string) =>
  ((await db.execute(sql.raw(query))) as unknown as { rows: unknown[] }).rows;

/** What a refused request must never change (audit events and limit counters may grow). */
async function stored(db: Db): Promise<unknown> {
  const counts: Record<string, unknown> = {};
  for (const table of ["users", "enquiries", "outbox", "sessions"]) {
    counts[table] = await rows(db, `select count(*)::int as n from ${table}`);
  }
  counts.liveSessions = await rows(db, "select id from sessions where revoked_at is null order by id");
  counts.directory = (await listUsers(db)).map(({ email, name, role, active, updatedAt }) => [
    email,
    name,
    role,
    active,
    updatedAt,
  ]);
  return JSON.parse(JSON.stringify(counts));
}

async function signIn(email: string): Promise<string> {
  expect((await login(post("/api/auth/login", { email }, { ip: "192.0.2.1" }))).status).toBe(200);
  const code = codeFrom(await smtp.waitForMail(email));
  const verified = await verify(post("/api/auth/verify-otp", { email, otp: code }, { ip: "192.0.2.1" }));
  expect(verified.status).toBe(200);
  return cookieHeader(verified);
}

const handlers: Record<keyof typeof routes, (request: Request) => Promise<Response>> = {
  login,
  verify,
  logout,
  contact,
};
const actions: Record<ActionName, (form: FormData) => Promise<never>> = {
  add: addUserAction,
  role: setRoleAction,
  active: setActiveAction,
  remove: removeUserAction,
};

/** A distinct client address per request, so per-IP limits rarely answer before validation does. */
let counter = 0;
const nextIp = () => {
  counter += 1;
  return `198.${18 + (counter >> 16)}.${(counter >> 8) & 255}.${counter & 255}`;
};

const enquiry = (extra: object = {}) => ({
  fullName: "Asha Kulkarni",
  email: "asha@example.in",
  message: "We want to forecast demand for our seed depots across Vidarbha.",
  agree: true,
  idempotencyKey: randomUUID(),
  ...extra,
});

const noProblems = () => expect(logged.filter((line) => /failed|unavailable/.test(line))).toEqual([]);

describeEachDatabase("hostile input", (database) => {
  let adminCookie = "";
  let employeeCookie = "";
  beforeEach(async () => {
    const db = database().db;
    await addUser(db, { email: directory.admin, role: "admin", name: "Priya Deshmukh" });
    await addUser(db, { email: directory.employee, role: "employee" });
    await addUser(db, { email: directory.targets[0], role: "client" });
    await addUser(db, { email: directory.targets[1], role: "vendor" });
    await setUserActive(db, directory.targets[1], false);
    adminCookie = await signIn(directory.admin);
    employeeCookie = await signIn(directory.employee);
    smtp.clear();
  });

  const routeNames = Object.keys(routes) as (keyof typeof routes)[];
  it.each(routeNames)(
    `POST %s: ${perTarget} generated hostile requests, each a 4xx with a sentence`,
    async (name) => {
      const db = database().db;
      const route: JsonRoute = routes[name];
      const before = await stored(db);
      const r = rng(seed + name.length);
      const kinds = new Set<string>();
      for (let i = 0; i < perTarget; i += 1) {
        const { label, request, expected } = await hostileRequest(r, route, nextIp());
        const response = await handlers[name](request);
        const where = `${name} case ${i} (${label})`;
        expect(expected, where).toContain(response.status);
        const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
        expect(typeof body?.error === "string" && body.error.length > 0, `${where}: ${JSON.stringify(body)}`).toBe(
          true,
        );
        kinds.add(label);
      }
      expect(kinds.size).toBeGreaterThanOrEqual(name === "logout" ? 6 : 7);
      expect(await stored(db)).toEqual(before);
      expect(smtp.mails).toEqual([]);
      noProblems();

      // The server keeps serving: a valid request of the same kind still succeeds.
      const ip = nextIp();
      if (name === "contact") expect((await contact(post("/api/contact", enquiry(), { ip }))).status).toBe(201);
      else if (name === "logout") {
        expect((await logout(post("/api/auth/logout", undefined, { cookie: employeeCookie, ip }))).status).toBe(200);
      } else expect(await signIn(directory.targets[0])).toMatch(/^nexora_session=/);
    },
    120_000,
  );

  const actionNames = Object.keys(actions) as ActionName[];
  it.each(actionNames)(
    `the %s action: ${perTarget} generated hostile forms, each refused with a notice`,
    async (name) => {
      const db = database().db;
      const before = await stored(db);
      const r = rng(seed * 7 + name.length);
      for (let i = 0; i < perTarget; i += 1) {
        const { label, form, sender } = await hostileForm(r, name);
        const cookie =
          sender.kind === "admin" ? adminCookie : sender.kind === "employee" ? employeeCookie : sender.cookie;
        const { redirect } = await asPage(cookie, () => actions[name](form));
        const where = `${name} case ${i} (${label}) → ${redirect}`;
        if (sender.kind === "admin") {
          const notice = /^\/admin\/users\?notice=(\w+)$/.exec(redirect ?? "")?.[1];
          expect(noticeFor(notice)?.ok, where).toBe(false);
        } else expect(redirect, where).toMatch(sender.kind === "employee" ? /^\/employee$/ : /^\/login(\?expired=1)?$/);
      }
      expect(await stored(db)).toEqual(before);
      noProblems();

      // The admin can still make a valid change.
      const form = new FormData();
      form.set("email", "valid.after@nexora.example");
      form.set("role", "client");
      expect(await asPage(adminCookie, () => addUserAction(form))).toEqual({
        redirect: "/admin/users?notice=added",
      });
    },
    120_000,
  );

  it(`POST /api/portal/files: ${perTarget} generated hostile names, each stored under its type's extension`, async () => {
    const db = database().db;
    const [vendorOrganisation] = await db
      .insert(organisations)
      .values({ name: "Deccan Supplies", kind: "vendor" })
      .returning();
    const uploader = "kavya@deccan.example";
    await addUser(db, { email: uploader, role: "vendor" });
    await db.update(users).set({ organisationId: vendorOrganisation!.id }).where(eq(users.email, uploader));
    const cookie = await signIn(uploader);
    // The names are under test here, not the upload limits (tests/integration/workspace-limits.test.ts).
    process.env.WORKSPACE_LIMITS = `uploads=${perTarget * 2}, org_uploads=${perTarget * 2}`;
    resetEnv();
    onTestFinished(() => {
      delete process.env.WORKSPACE_LIMITS;
      resetEnv();
    });
    const r = rng(seed * 11);
    const labels = new Set<string>();
    let kept = 0;
    for (let i = 0; i < perTarget; i += 1) {
      const { label, name, bytes, types } = hostileUpload(r);
      const form = new FormData();
      form.set("file", new File([new Uint8Array(bytes)], name));
      const headers = { origin: siteUrl, cookie };
      const response = await upload(
        new Request(`${siteUrl}/api/portal/files`, { method: "POST", headers, body: form }),
        noParams,
      );
      const body = (await response.json()) as {
        id: string;
        name: string;
        contentType: AllowedFileType;
        error?: string;
      };
      const where = `upload case ${i} (${label}) ${JSON.stringify(name.slice(0, 60))} → ${JSON.stringify(body)}`;
      labels.add(label.replace(/^markup in text, .*/, "markup"));
      if (types.length === 0) {
        expect([response.status, body.error], where).toEqual([415, fileMessages.unsupported]);
        continue;
      }
      expect(response.status, where).toBe(201);
      kept += 1;
      expect(types, where).toContain(body.contentType);
      expectSafeName(body.name, body.contentType, where);
      if (i % 8 !== 0) continue;
      // Served under the same name.
      const got = await download(apiGet(`/api/portal/files/${body.id}`, cookie), routeContext({ id: body.id }));
      const served = /filename\*=UTF-8''(.+)$/.exec(got.headers.get("content-disposition") ?? "")?.[1] ?? "";
      expect(decodeURIComponent(served), where).toBe(body.name);
    }
    expect(labels.size).toBeGreaterThanOrEqual(11);
    expect(await db.select({ id: files.id }).from(files)).toHaveLength(kept);
    noProblems();
  }, 120_000);

  it("a value only the database refuses is a 400 with a sentence, logged without the values sent", async () => {
    const db = database().db;
    // A rule only the database knows, as a newer constraint would be (SQLSTATE 23514).
    await db.execute(
      sql.raw("alter table enquiries add constraint no_refused_names check (full_name <> 'Refused Name')"),
    );
    try {
      const response = await contact(post("/api/contact", enquiry({ fullName: "Refused Name" }), { ip: nextIp() }));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: "Some of the values sent cannot be stored. Please check them and try again.",
      });
      expect(logged).toEqual([
        expect.stringMatching(/^\[api\/contact\] the database refused a value: .*23514: .*no_refused_names/),
      ]);
      expect(logged.join()).not.toMatch(/asha@example\.in|Refused Name|params/);
      expect(await rows(db, "select id from enquiries")).toEqual([]);
    } finally {
      await db.execute(sql.raw("alter table enquiries drop constraint no_refused_names"));
    }
  });
});
