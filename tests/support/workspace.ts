// Workspace fixtures: two client organisations with their people, a vendor, staff; sign-in through the real routes.
import { expect } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as verify } from "@/app/api/auth/verify-otp/route";
import type { Role } from "@/lib/auth/roles";
import type { Db } from "@/lib/db/client";
import { sql } from "drizzle-orm";
import { organisations } from "@/lib/db/schema";
import type { Caller } from "@/lib/workspace/caller";
import type { OrganisationKind } from "@/lib/workspace/vocabulary";
import { cookieHeader, post, siteUrl } from "./http";
import { codeFrom, type ReceivedMail, type TestSmtp } from "./smtp";

const organisationSeeds = {
  acme: { name: "Acme Ltd", kind: "client" },
  globex: { name: "Globex Industries", kind: "client" },
  supplies: { name: "Sharma Supplies", kind: "vendor" },
} as const satisfies Record<string, { name: string; kind: OrganisationKind }>;

type OrgKey = keyof typeof organisationSeeds;

const peopleSeeds = {
  admin: { email: "asha@nexora.example", name: "Asha Rao", role: "admin", org: null },
  employee: { email: "ravi@nexora.example", name: "Ravi Kumar", role: "employee", org: null },
  colleague: { email: "meera@nexora.example", name: "Meera Iyer", role: "employee", org: null },
  acmeClient: { email: "anita@acme.example", name: "Anita Desai", role: "client", org: "acme" },
  acmeColleague: { email: "arjun@acme.example", name: "Arjun Mehta", role: "client", org: "acme" },
  globexClient: { email: "gopal@globex.example", name: "Gopal Nair", role: "client", org: "globex" },
  vendor: { email: "vikram@sharma-supplies.example", name: "Vikram Sharma", role: "vendor", org: "supplies" },
  /** A client not yet placed in an organisation: an empty workspace. */
  loneClient: { email: "lata@example.com", name: "Lata Joshi", role: "client", org: null },
} as const satisfies Record<string, { email: string; name: string; role: Role; org: OrgKey | null }>;

export type PersonKey = keyof typeof peopleSeeds;
export type FixtureOrganisation = { id: string; name: string; kind: OrganisationKind };
/** A fixture person is exactly what the session gives a page: pass it as the caller of lib/ functions. */
export type FixturePerson = Caller;

export type Workspace = {
  organisations: Record<OrgKey, FixtureOrganisation>;
  people: Record<PersonKey, FixturePerson>;
};

/**
 * Inserts the organisations and people (directly, as the users CLI and admin view would place them). Call once per
 * test: resetTables empties them before each test.
 */
export async function seedWorkspace(db: Db, now = new Date()): Promise<Workspace> {
  const orgs = {} as Record<OrgKey, FixtureOrganisation>;
  for (const [key, seed] of Object.entries(organisationSeeds) as [OrgKey, (typeof organisationSeeds)[OrgKey]][]) {
    const [row] = await db
      .insert(organisations)
      .values({ name: seed.name, kind: seed.kind, createdAt: now })
      .returning({ id: organisations.id, name: organisations.name, kind: organisations.kind });
    if (!row) throw new Error(`organisation ${seed.name} not inserted`);
    orgs[key] = row;
  }
  const people = {} as Record<PersonKey, FixturePerson>;
  for (const [key, seed] of Object.entries(peopleSeeds) as [PersonKey, (typeof peopleSeeds)[PersonKey]][]) {
    // Written as SQL naming only these columns, so the migration tests can seed a database older than the schema.
    const organisationId = seed.org ? orgs[seed.org].id : null;
    const inserted = await db.execute(sql`
      insert into users (email, name, role, organisation_id, created_at, updated_at)
      values (${seed.email}, ${seed.name}, ${seed.role}, ${organisationId}, ${now}, ${now})
      returning id`);
    const row = (inserted as unknown as { rows: { id: string }[] }).rows[0];
    if (!row) throw new Error(`user ${seed.email} not inserted`);
    people[key] = { id: row.id, name: seed.name, email: seed.email, role: seed.role, organisationId };
  }
  return { organisations: orgs, people };
}

let nextIp = 1;

async function codeMail(smtp: TestSmtp, email: string, timeoutMs = 15_000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = smtp.mails.find((m) => m.to.includes(email) && /sign-in code/i.test(m.subject));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no sign-in code for ${email} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Signs a person in through POST /api/auth/login and /api/auth/verify-otp, with the code from the loopback SMTP
 * server, and returns the Cookie header. The code mail is taken out of `smtp.mails`, so a later `waitForMail` for
 * that person finds only workspace mail. Each sign-in comes from its own address, clear of the per-IP limits.
 */
export async function signIn(smtp: TestSmtp, email: string): Promise<string> {
  const ip = `198.51.100.${(nextIp++ % 250) + 1}`;
  expect((await login(post("/api/auth/login", { email }, { ip }))).status).toBe(200);
  const mail = await codeMail(smtp, email);
  const code = codeFrom(mail);
  smtp.mails.splice(smtp.mails.indexOf(mail), 1);
  const verified = await verify(post("/api/auth/verify-otp", { email, otp: code, rememberDevice: false }, { ip }));
  expect(verified.status).toBe(200);
  return cookieHeader(verified);
}

/**
 * A test file's people, signed in on demand: `setUp()` seeds a fresh workspace (call it first in each test, after
 * resetTables emptied the last), `as(person)` signs that person in once per test and gives the Cookie header.
 */
export function workspaceSessions(db: () => Db, smtp: TestSmtp) {
  const sessions = new Map<PersonKey, string>();
  let current: Workspace | undefined;
  return {
    async setUp(): Promise<Workspace> {
      sessions.clear();
      current = await seedWorkspace(db());
      return current;
    },
    async as(person: PersonKey): Promise<string> {
      if (!current) throw new Error("call setUp() first");
      const cookie = sessions.get(person) ?? (await signIn(smtp, current.people[person].email));
      sessions.set(person, cookie);
      return cookie;
    },
  };
}

/** The second argument Next passes a route handler: its dynamic segments, as a promise. */
export const routeContext = <P extends Record<string, string>>(params: P) => ({ params: Promise.resolve(params) });
export const noParams = routeContext({});

/** A GET as a same-site page's fetch would send it (`cookie` "" = signed out). */
export function apiGet(path: string, cookie: string): Request {
  const headers = new Headers({ "sec-fetch-site": "same-origin", "user-agent": "vitest" });
  if (cookie) headers.set("cookie", cookie);
  return new Request(`${siteUrl}${path}`, { headers });
}

/** A JSON POST from the site. */
export function apiPost(path: string, body: unknown, cookie: string): Request {
  return post(path, body, { cookie: cookie || undefined });
}

/** A JSON PATCH (or PUT) from the site. */
export function apiPatch(path: string, body: unknown, cookie: string, method: "PATCH" | "PUT" = "PATCH"): Request {
  const headers = new Headers({ origin: siteUrl, "content-type": "application/json", "user-agent": "vitest" });
  if (cookie) headers.set("cookie", cookie);
  return new Request(`${siteUrl}${path}`, { method, headers, body: JSON.stringify(body) });
}

/** The JSON of an answer, typed loosely for assertions. */
export async function bodyOf(response: Response): Promise<Record<string, unknown>> {
  return (await response.json()) as Record<string, unknown>;
}
