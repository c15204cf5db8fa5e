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
import { sql } from "drizzle-orm";
import { openDatabase, setDatabase, type DatabaseHandle, type Db } from "@/lib/db/client";
import { migrate, migrationsFolder } from "@/lib/db/migrate";

export type Variant = { name: "PGlite" | "PostgreSQL"; kind: "pglite" | "postgres"; available: boolean };

export const testDatabaseUrl = process.env.TEST_DATABASE_URL;

export const variants: Variant[] = [
  { name: "PGlite", kind: "pglite", available: true },
  { name: "PostgreSQL", kind: "postgres", available: Boolean(testDatabaseUrl) },
];

/** A new, empty PostgreSQL database on the TEST_DATABASE_URL server; `drop` removes it (and its connections). */
export async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!testDatabaseUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `nexora_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: testDatabaseUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

/**
 * The app's migrated, empty PGlite database as a data-folder dump, made once per set of migrations and PGlite version
 * and kept in the temporary folder: loading it takes about a quarter of what starting PGlite and migrating takes.
 */
async function migratedPgliteDump(): Promise<Blob> {
  // A dump is PGlite's own data folder: a new PGlite version makes a new one.
  const pglite = path.join(process.cwd(), "node_modules/@electric-sql/pglite/package.json");
  const hash = createHash("sha256").update(readFileSync(pglite));
  for (const name of readdirSync(migrationsFolder(), { recursive: true, encoding: "utf8" }).sort()) {
    if (name.endsWith(".sql") || name.endsWith(".json"))
      hash.update(name).update(readFileSync(path.join(migrationsFolder(), name)));
  }
  const file = path.join(tmpdir(), `nexora-pglite-migrated-${hash.digest("hex").slice(0, 16)}.tar`);
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
        if (/^nexora-pglite-migrated-[0-9a-f]{16}\.tar$/.test(old) && path.join(tmpdir(), old) !== file)
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
  const created = await createPostgresDatabase();
  const handle = await openDatabase({ kind: "postgres", url: created.url, max: 4 });
  await migrate(handle, folder);
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
        });
        afterAll(async () => {
          setDatabase(undefined);
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
