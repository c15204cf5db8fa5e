// Migrations (repeatable, race-free on PostgreSQL) and what the server does when it starts.
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addUser, findUserByEmail, listUsers, setUserActive } from "@/lib/auth/users";
import { openDatabase, type Db } from "@/lib/db/client";
import { MIGRATION_LOCK_ID, MigrationLockBusyError, migrate, migrationsFolder } from "@/lib/db/migrate";
import { bootstrapUsers, demoAccounts } from "@/lib/server/bootstrap-users";
import { runScript } from "../support/cli";
import { createPostgresDatabase, describeEachDatabase, testDatabaseUrl } from "../support/db";
import { useTestEnv } from "../support/env";

const journalEntries = readdirSync(migrationsFolder()).filter((f) => f.endsWith(".sql")).length;

async function appliedMigrations(db: Db): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n);
}

describeEachDatabase("migrations", (database) => {
  it("applying the migrations again changes nothing", async () => {
    await addUser(database().db, { email: "keep@nexora.example", role: "client" });
    expect(await appliedMigrations(database().db)).toBe(journalEntries);
    await migrate(database());
    await migrate(database());
    expect(await appliedMigrations(database().db)).toBe(journalEntries);
    expect(await findUserByEmail(database().db, "keep@nexora.example")).toBeDefined();
  });
});

describe.skipIf(!testDatabaseUrl)("migrations on one PostgreSQL from several instances at once", () => {
  it("two concurrent migrate calls both succeed and apply each migration once", async () => {
    const created = await createPostgresDatabase();
    const a = await openDatabase({ kind: "postgres", url: created.url, max: 2 });
    const b = await openDatabase({ kind: "postgres", url: created.url, max: 2 });
    try {
      await Promise.all([migrate(a), migrate(b), migrate(a)]);
      expect(await appliedMigrations(a.db)).toBe(journalEntries);
    } finally {
      await a.close();
      await b.close();
      await created.drop();
    }
  });
});

describe.skipIf(!testDatabaseUrl)("migrations while another instance holds their lock", () => {
  it("a bounded wait gives up with MigrationLockBusyError, changes nothing, and succeeds once the lock is free", async () => {
    const created = await createPostgresDatabase();
    const handle = await openDatabase({ kind: "postgres", url: created.url, max: 2 });
    const other = new pg.Client({ connectionString: created.url });
    await other.connect();
    try {
      await other.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID.toString()]);
      await expect(migrate(handle, undefined, { lockWaitMs: 600 })).rejects.toThrow(MigrationLockBusyError);
      const tables = await handle.db.execute(sql`select count(*)::int as n from pg_tables where schemaname = 'public'`);
      expect((tables as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);

      // Released part-way through a wait: the waiting call takes the lock and migrates.
      const waiting = migrate(handle, undefined, { lockWaitMs: 20_000 });
      await new Promise((resolve) => setTimeout(resolve, 400));
      await other.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID.toString()]);
      await waiting;
      expect(await appliedMigrations(handle.db)).toBe(journalEntries);
    } finally {
      await other.end();
      await handle.close();
      await created.drop();
    }
  });
});

describeEachDatabase("first users on start", (database) => {
  it("creates the demo accounts on an empty directory without SMTP_URL, once", async () => {
    useTestEnv({ SMTP_URL: undefined, ADMIN_EMAIL: undefined });
    await bootstrapUsers(database().db);
    await bootstrapUsers(database().db);
    const users = await listUsers(database().db);
    expect(users.map((u) => u.email).sort()).toEqual(demoAccounts.map((a) => a.email).sort());
    expect(users.every((u) => u.name.includes(" "))).toBe(true);
  });

  it("creates no demo accounts when SMTP_URL is set, but makes ADMIN_EMAIL an admin", async () => {
    useTestEnv({ SMTP_URL: "smtp://127.0.0.1:2525", ADMIN_EMAIL: "Chief@Nexora.example" });
    await bootstrapUsers(database().db);
    expect((await listUsers(database().db)).map((u) => [u.email, u.role])).toEqual([["chief@nexora.example", "admin"]]);
  });

  it("promotes and reactivates an existing ADMIN_EMAIL user only while no active admin exists", async () => {
    const db = database().db;
    await addUser(db, { email: "lead@nexora.example", role: "employee" });
    await setUserActive(db, "lead@nexora.example", false);
    useTestEnv({ SMTP_URL: "smtp://127.0.0.1:2525", ADMIN_EMAIL: "lead@nexora.example" });
    await bootstrapUsers(db);
    expect(await findUserByEmail(db, "lead@nexora.example")).toMatchObject({ role: "admin", active: true });
    await addUser(db, { email: "other@nexora.example", role: "client" });
    useTestEnv({ SMTP_URL: "smtp://127.0.0.1:2525", ADMIN_EMAIL: "other@nexora.example" });
    await bootstrapUsers(db);
    expect(await findUserByEmail(db, "other@nexora.example")).toMatchObject({ role: "client" });
  });
});

describe("server boot in its own process", () => {
  let folder: string;
  beforeAll(() => {
    folder = mkdtempSync(path.join(tmpdir(), "nexora-boot-"));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const bootScript = "tests/support/run-boot.ts";

  it("migrates an empty embedded database, creates the demo accounts and says so in one line", async () => {
    const run = await runScript(bootScript, [], { DATA_DIR: path.join(folder, "data") });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^\[boot\] Demo accounts created \(admin@nexora\.example, .*SMTP_URL is not set/m);
    expect(run.stdout).toContain("boot finished");
  }, 60_000);

  it("stops at once on a configuration that cannot work, naming the variable", async () => {
    const run = await runScript(bootScript, [], {
      NODE_ENV: "production",
      DATABASE_URL: "postgres://nobody@127.0.0.1:9/none",
      SESSION_SECRET: "",
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /\[boot\] Invalid environment configuration:\n\s+SESSION_SECRET is required in production/,
    );
    expect(run.stdout).not.toContain("boot finished");
  }, 60_000);

  it("does not crash when the database is down: it logs and keeps retrying", async () => {
    const run = await runScript(bootScript, [], { DATABASE_URL: "postgres://nobody@127.0.0.1:9/none" });
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/\[boot\] the database is not ready \(.*ECONNREFUSED.*\); retrying in 10 s\./);
    expect(run.stdout).toContain("boot finished");
  }, 60_000);
});
