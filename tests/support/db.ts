// Test databases: an in-memory PGlite, or a fresh PostgreSQL database per run (from TEST_DATABASE_URL, then dropped).
import { createHash, randomBytes } from "node:crypto";
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe } from "vitest";
import pg from "pg";
import { sql, type SQL } from "drizzle-orm";
import { openDatabase, setDatabase, type DatabaseHandle, type Db } from "@/lib/db/client";
import { migrate, migrationsFolder } from "@/lib/db/migrate";
import { stopMailWorkers } from "@/lib/mail/worker";

export type Variant = { name: "PGlite" | "PostgreSQL"; kind: "pglite" | "postgres"; available: boolean };

export const testDatabaseUrl = process.env.TEST_DATABASE_URL;

export const variants: Variant[] = [
  { name: "PGlite", kind: "pglite", available: true },
  { name: "PostgreSQL", kind: "postgres", available: Boolean(testDatabaseUrl) },
];

/** A database's address on the TEST_DATABASE_URL server. */
function postgresUrl(name: string): string {
  if (!testDatabaseUrl) throw new Error("TEST_DATABASE_URL is not set");
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdminClient<T>(body: (admin: pg.Client) => Promise<T>): Promise<T> {
  if (!testDatabaseUrl) throw new Error("TEST_DATABASE_URL is not set");
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  try {
    return await body(admin);
  } finally {
    await admin.end();
  }
}

/**
 * A new PostgreSQL database on the TEST_DATABASE_URL server, empty or (`migrated`) a copy of the app's migrated
 * template; `drop` removes it (and its connections).
 */
export async function createPostgresDatabase({ migrated = false } = {}): Promise<{
  url: string;
  drop: () => Promise<void>;
}> {
  const name = `nexora_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  await withAdminClient(async (admin) => {
    const template = migrated ? ` template "${await migratedPostgresTemplate(admin)}"` : "";
    await admin.query(`create database "${name}"${template}`);
  });
  return {
    url: postgresUrl(name),
    drop: async () => {
      await withAdminClient((admin) => admin.query(`drop database if exists "${name}" with (force)`));
    },
  };
}

/** A hash of the app's migrations: a migrated database made from them is reused until they change. */
function migrationsHash(): string {
  const hash = createHash("sha256");
  for (const name of readdirSync(migrationsFolder(), { recursive: true, encoding: "utf8" }).sort()) {
    if (name.endsWith(".sql") || name.endsWith(".json"))
      hash.update(name).update(readFileSync(path.join(migrationsFolder(), name)));
  }
  return hash.digest("hex").slice(0, 16);
}

// Any fixed 64-bit number, the same in every test process: "nexora test template".
const TEMPLATE_LOCK_ID = 7_346_112_905_118_202n;

/**
 * The name of the app's migrated, empty PostgreSQL database, made once per set of migrations and kept on the server:
 * copying it (CREATE DATABASE … TEMPLATE) takes a fraction of what migrating a new database takes. Test processes
 * make it under an advisory lock, so one builds it and the others wait; templates of other migrations, and one whose
 * build was cut short, are dropped then.
 */
async function migratedPostgresTemplate(admin: pg.Client): Promise<string> {
  const name = `nexora_template_${migrationsHash()}`;
  await admin.query("select pg_advisory_lock($1)", [TEMPLATE_LOCK_ID.toString()]);
  try {
    const found = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount) return name;
    const stale = await admin.query<{ datname: string }>(
      "select datname from pg_database where datname like 'nexora\\_template\\_%'",
    );
    // Not forced: a database another checkout still copies from stays.
    for (const { datname } of stale.rows)
      await admin.query(`drop database if exists "${datname}"`).catch(() => undefined);
    // Built under another name and renamed: a template is only ever complete.
    const building = `${name}_building`;
    await admin.query(`create database "${building}"`);
    const handle = await openDatabase({ kind: "postgres", url: postgresUrl(building), max: 1 });
    try {
      await migrate(handle);
    } finally {
      await handle.close();
    }
    await admin.query(`alter database "${building}" rename to "${name}"`);
    return name;
  } finally {
    await admin.query("select pg_advisory_unlock($1)", [TEMPLATE_LOCK_ID.toString()]);
  }
}

/**
 * The app's migrated, empty PGlite database as a data-folder dump, made once per set of migrations and PGlite version
 * and kept in the temporary folder: loading it takes about a quarter of what starting PGlite and migrating takes.
 */
async function migratedPgliteDump(): Promise<Blob> {
  // A dump is PGlite's own data folder: a new PGlite version makes a new one.
  const pglite = path.join(process.cwd(), "node_modules/@electric-sql/pglite/package.json");
  const version = createHash("sha256").update(readFileSync(pglite)).digest("hex").slice(0, 8);
  const file = path.join(tmpdir(), `nexora-pglite-migrated-${migrationsHash()}-${version}.tar`);
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    const handle = await openDatabase({ kind: "pglite" });
    try {
      await migrate(handle);
      if (handle.kind !== "pglite") throw new Error("expected PGlite");
      const dump = await handle.client.dumpDataDir("none");
      // Written under a name of its own and renamed: a parallel worker never reads half a file.
      const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
      writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
      renameSync(partial, file);
      // Dumps of earlier migrations are 40 MB each and never read again.
      for (const old of readdirSync(tmpdir()))
        if (/^nexora-pglite-migrated-[0-9a-f-]+\.tar$/.test(old) && path.join(tmpdir(), old) !== file)
          rmSync(path.join(tmpdir(), old), { force: true });
      return dump;
    } finally {
      await handle.close();
    }
  }
}

/** An empty database of the given kind, migrated (by `folder`, the app's by default), plus how to dispose of it. */
export async function openTestDatabase(
  kind: Variant["kind"],
  folder?: string,
): Promise<{ handle: DatabaseHandle; dispose: () => Promise<void> }> {
  if (kind === "pglite") {
    if (folder === undefined) {
      const handle = await openDatabase({ kind: "pglite", loadDataDir: await migratedPgliteDump() });
      return { handle, dispose: () => handle.close() };
    }
    const handle = await openDatabase({ kind: "pglite" });
    await migrate(handle, folder);
    return { handle, dispose: () => handle.close() };
  }
  const created = await createPostgresDatabase({ migrated: folder === undefined });
  const handle = await openDatabase({ kind: "postgres", url: created.url, max: 4 });
  if (folder !== undefined) await migrate(handle, folder);
  return {
    handle,
    dispose: async () => {
      await handle.close();
      await created.drop();
    },
  };
}

/** A copy of the migrations folder that stops before `tag`: a database as the code before that migration left it. */
export function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), "nexora-migrations-"));
  const journalFile = (root: string) => path.join(root, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile(migrationsFolder()), "utf8")) as { entries: { tag: string }[] };
  const end = journal.entries.findIndex((entry) => entry.tag === tag);
  if (end < 0) throw new Error(`no migration ${tag}`);
  const entries = journal.entries.slice(0, end);
  mkdirSync(path.join(folder, "meta"));
  writeFileSync(journalFile(folder), JSON.stringify({ ...journal, entries }));
  for (const entry of entries)
    copyFileSync(path.join(migrationsFolder(), `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  return folder;
}

/** Empties every table between tests, so each starts from a clean directory, counters and log. */
export async function resetTables(db: Db): Promise<void> {
  await db.execute(
    sql.raw(
      "truncate table organisations, users, otp_codes, sign_in_limits, sign_in_address_limits, sessions, auth_events, rate_limits, enquiries, access_requests, outbox, search_misses restart identity cascade",
    ),
  );
}

let installed = false;

/** Whether describeEachDatabase has a test database installed as the process-wide connection right now. */
export function testDatabaseInstalled(): boolean {
  return installed;
}

/**
 * Runs `body` once per database variant (describe.each). A variant without a server is a visible skip.
 * Inside, `current()` is the migrated database, installed as the process-wide connection and emptied before each test.
 */
export function describeEachDatabase(
  title: string,
  body: (current: () => DatabaseHandle, variant: Variant) => void,
): void {
  describe.each(variants)(`${title} on $name`, (variant) => {
    describe.skipIf(!variant.available)(
      variant.available ? "with a fresh database" : "skipped: set TEST_DATABASE_URL to run it",
      () => {
        let opened: Awaited<ReturnType<typeof openTestDatabase>> | undefined;
        beforeAll(async () => {
          opened = await openTestDatabase(variant.kind);
          setDatabase(opened.handle);
          installed = true;
        });
        afterAll(async () => {
          // The outbox workers read the process-wide connection: with none set they would open the default one.
          await stopMailWorkers();
          setDatabase(undefined);
          installed = false;
          await opened?.dispose();
        });
        beforeEach(async () => {
          if (!opened) throw new Error("test database not open");
          setDatabase(opened.handle);
          await resetTables(opened.handle.db);
        });
        body(() => {
          if (!opened) throw new Error("test database not open");
          return opened.handle;
        }, variant);
      },
    );
  });
}

/** A raw query's rows as plain records, the same from both drivers. */
export async function rowsOf(db: Db, query: SQL): Promise<Record<string, unknown>[]> {
  return ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
}

/** A timestamp as UTC "YYYY-MM-DD HH:MI" text, the same from both drivers. */
export const utcText = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD HH24:MI')`;
