// PostgreSQL or the embedded database failing under the portal: logout keeps a live session's cookie until its row is
// revoked, pages fail with an error the error page recognises, and nothing logged or thrown carries query parameters.
import { createServer } from "node:net";
import { webCookies } from "iron-session";
import { sql } from "drizzle-orm";
import { afterEach, beforeAll, expect, it, vi } from "vitest";
import { addUserAction } from "@/lib/actions/users/add";
import { POST as logout } from "@/app/api/auth/logout/route";
import { getCurrentUser, requireUser } from "@/lib/auth/session";
import { saveSession } from "@/lib/auth/cookie";
import { createSession, loadSessionUser } from "@/lib/auth/session-store";
import { addUser } from "@/lib/auth/users";
import { openDatabase, setDatabase, type DatabaseHandle } from "@/lib/db/client";
import { enquiryList, loadEnquiry } from "@/lib/portal/page-data/enquiries";
import { loadAdminFigures } from "@/lib/portal/page-data/home";
import { loadUserDirectory } from "@/lib/portal/page-data/organisations";
import { bellFor } from "@/lib/portal/bell";
import { failureReference, isUnavailableFailure } from "@/lib/http/page-failure";
import { describeEachDatabase } from "../support/db";
import { useTestEnv } from "../support/env";
import { cookieHeader, post, siteUrl } from "../support/http";
import { asPage } from "../support/next";

vi.mock("next/headers", async () => (await import("../support/next")).nextHeadersMock);
vi.mock("next/navigation", async () => (await import("../support/next")).nextNavigationMock);

beforeAll(() => useTestEnv({ SMTP_URL: undefined, DATABASE_URL: undefined, ADMIN_EMAIL: undefined }));

const email = "priya.sharma@nexora.example";
const admin = {
  id: "0b7c1f6e-5a2d-4d7e-9f1a-3c2b1a0d9e8f",
  name: "Priya",
  email,
  role: "admin",
  organisationId: null,
} as const;

/** A signed-in admin: the session row and the cookie a browser would hold, plus the session id inside it. */
async function signedInAdmin(handle: DatabaseHandle): Promise<{ cookie: string; sid: string }> {
  const user = await addUser(handle.db, { email, role: "admin", name: "Priya Sharma" });
  const sealed = await createSession(handle.db, { user, remember: false }, new Date());
  const headers = new Headers();
  await saveSession(webCookies(new Request(siteUrl), headers), sealed);
  return { cookie: cookieHeader(new Response(null, { headers })), sid: sealed.data.sid };
}

function deadPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        address && typeof address === "object" ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/** A database of the same kind that fails every query: a closed PGlite, or a pool pointed at a port nobody serves. */
async function failingDatabase(kind: DatabaseHandle["kind"]): Promise<DatabaseHandle> {
  if (kind === "pglite") {
    const handle = await openDatabase({ kind: "pglite" });
    await handle.close();
    return handle;
  }
  return openDatabase({ kind: "postgres", url: `postgres://postgres@127.0.0.1:${await deadPort()}/nexora`, max: 2 });
}

async function thrown(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error("expected the work to fail");
}

/** Everything an error would show when Next prints it: name, message, digest and its cause chain. */
function printed(error: unknown): string {
  const parts: string[] = [];
  type Printable = { name?: string; message?: string; digest?: string; cause?: unknown } | undefined;
  for (let e = error as Printable; e; e = e.cause as Printable) {
    parts.push(`${e.name}: ${e.message} ${e.digest ?? ""}`);
    if (parts.length > 8) break;
  }
  return parts.join("\n");
}

const logged = () =>
  vi
    .mocked(console.error)
    .mock.calls.map((args) => args.map((a) => (a instanceof Error ? printed(a) : String(a))).join(" "))
    .join("\n");

afterEach(() => vi.restoreAllMocks());

describeEachDatabase("the portal during a database outage", (database, variant) => {
  it("logout answers 503 and keeps the cookie until the session row is revoked, then signs out for good", async () => {
    const { cookie, sid } = await signedInAdmin(database());
    const failing = await failingDatabase(variant.kind);
    vi.spyOn(console, "error").mockImplementation(() => {});
    setDatabase(failing);
    try {
      const refused = await logout(post("/api/auth/logout", undefined, { cookie }));
      expect(refused.status).toBe(503);
      expect(refused.headers.get("retry-after")).toBeTruthy();
      expect(((await refused.json()) as { error: string }).error).toMatch(/try again/i);
      // No Set-Cookie at all: the browser keeps the session it still has to sign out of.
      expect(refused.headers.getSetCookie()).toEqual([]);
    } finally {
      setDatabase(database());
      await failing.close().catch(() => {});
    }
    const stillLive = await loadSessionUser(
      database().db,
      { sid, role: "admin", exp: Date.now() + 60_000 },
      new Date(),
    );
    expect(stillLive).toMatchObject({ email });

    const signedOut = await logout(post("/api/auth/logout", undefined, { cookie }));
    expect(signedOut.status).toBe(200);
    expect(signedOut.headers.getSetCookie().join("\n")).toMatch(/nexora_session=;.*Max-Age=0/i);
    expect(await asPage(cookie, () => requireUser("admin"))).toEqual({ redirect: "/login?expired=1" });
  });

  it("pages fail as 'unavailable' with nothing of the query in the error or the log, and work again afterwards", async () => {
    const { cookie, sid } = await signedInAdmin(database());
    const failing = await failingDatabase(variant.kind);
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    setDatabase(failing);
    try {
      const failures = [
        await thrown(() => asPage(cookie, () => requireUser("admin"))),
        await thrown(() => asPage(cookie, () => getCurrentUser())),
        await thrown(() => loadAdminFigures(admin)),
        await thrown(() => loadUserDirectory(admin)),
        await thrown(() => enquiryList(admin, {})),
        await thrown(() => loadEnquiry(admin, "3f2c1e0a-8b7d-4c6e-9f1a-2b3c4d5e6f70")),
        await thrown(() => bellFor(admin)),
      ];
      for (const failure of failures) {
        expect(isUnavailableFailure(failure)).toBe(true);
        expect(printed(failure)).not.toContain(sid);
        expect(printed(failure)).not.toMatch(/select|params|priya/i);
      }
      expect(spy).toHaveBeenCalled();
      expect(logged()).toMatch(/database unavailable/);
      expect(logged()).not.toContain(sid);
      expect(logged()).not.toMatch(/select|params|priya/i);
    } finally {
      setDatabase(database());
      await failing.close().catch(() => {});
    }
    expect(await asPage(cookie, () => requireUser("admin"))).toMatchObject({ value: { email } });
  });

  it("any other database failure is logged under a reference, without the session id the query carried", async () => {
    const { cookie, sid } = await signedInAdmin(database());
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    // A schema the query no longer fits: PostgreSQL 42703, an error that is not an outage.
    await database().db.execute(sql.raw("alter table sessions rename column revoked_at to revoked_at_moved"));
    try {
      const failure = await thrown(() => asPage(cookie, () => requireUser("admin")));
      expect(isUnavailableFailure(failure)).toBe(false);
      const reference = failureReference(failure);
      expect(reference).toMatch(/^[0-9a-f]{12}$/);
      expect(printed(failure)).not.toContain(sid);
      expect(printed(failure)).not.toMatch(/select|params/i);
      expect(spy).toHaveBeenCalledTimes(1);
      expect(logged()).toContain(`reference ${reference}`);
      expect(logged()).toMatch(/42703/);
      expect(logged()).not.toContain(sid);
    } finally {
      await database().db.execute(sql.raw("alter table sessions rename column revoked_at_moved to revoked_at"));
    }
  });

  it("an admin action failing in the database rethrows without the name and address it was writing", async () => {
    const { cookie } = await signedInAdmin(database());
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    // The session check still works; the insert of the new user does not (PostgreSQL 42703).
    await database().db.execute(sql.raw("alter table users rename column updated_at to updated_at_moved"));
    try {
      const form = new FormData();
      const fields = { email: "rahul.shinde@nexora.example", name: "Rahul Shinde", role: "client" };
      for (const [key, value] of Object.entries(fields)) form.set(key, value);
      const failure = await thrown(() => asPage(cookie, () => addUserAction(form)));
      expect(failureReference(failure)).toMatch(/^[0-9a-f]{12}$/);
      expect(printed(failure)).not.toMatch(/rahul|insert|params/i);
      expect(spy).toHaveBeenCalledTimes(1);
      expect(logged()).not.toMatch(/rahul/i);
    } finally {
      await database().db.execute(sql.raw("alter table users rename column updated_at_moved to updated_at"));
    }
  });
});
