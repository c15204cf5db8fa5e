// The database connection: embedded PGlite under DATA_DIR, or PostgreSQL when DATABASE_URL is set; one per process.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { Pool } from "pg";
import { dataDir, env } from "../env";
import { acquireFolderLock } from "./folder-lock";
import { makePrivateFolder, restrictFolder } from "./private-folder";
import { processSlot } from "../server/process-slot";

export type Db = PgDatabase<PgQueryResultHKT>;

export type DatabaseHandle =
  | { kind: "pglite"; db: Db; client: PGlite; close(): Promise<void> }
  | { kind: "postgres"; db: Db; client: Pool; close(): Promise<void> };

export type OpenOptions =
  { kind: "pglite"; dir?: string; loadDataDir?: Blob } | { kind: "postgres"; url: string; max?: number };

export { DatabaseBusyError } from "./folder-lock";

/**
 * The embedded PostgreSQL's memory settings. Its defaults (128 MB of shared buffers, as a server would have) held about
 * 125 MB more resident memory than these once a reopened database had served some queries (docs/performance.md);
 * the embedded database serves one small deployment, whose tables fit in 16 MB, and the files stay in the OS cache.
 */
const embeddedStartParams = [
  ...PGlite.defaultStartParams,
  ...["-c", "shared_buffers=16MB", "-c", "temp_buffers=2MB", "-c", "work_mem=2MB", "-c", "maintenance_work_mem=16MB"],
];

/**
 * Opens a connection without registering it; `dir` undefined = an in-memory PGlite (tests), started from the
 * `loadDataDir` dump when one is given.
 */
export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.kind === "postgres") {
    const pool = new Pool({
      connectionString: options.url,
      max: options.max ?? 10,
      // Fail fast when the server is unreachable instead of holding requests open.
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
    });
    // An idle client losing its connection must not crash the process; the next query reconnects.
    pool.on("error", (error) => console.error(`[db] idle PostgreSQL connection failed: ${error.message}`));
    return {
      kind: "postgres",
      db: drizzlePg({ client: pool }) as unknown as Db,
      client: pool,
      close: () => pool.end(),
    };
  }
  const dir = options.dir;
  let release = () => {};
  if (dir) {
    // PGlite.create does not create parent folders.
    makePrivateFolder(path.dirname(/* turbopackIgnore: true */ dir));
    release = acquireFolderLock(dir);
  }
  let opened: PGlite | undefined;
  try {
    if (dir && !options.loadDataDir && !existsSync(path.join(/* turbopackIgnore: true */ dir, "PG_VERSION"))) {
      await createInChildProcess(dir);
    }
    const client = (opened = await PGlite.create(dir, {
      startParams: embeddedStartParams,
      loadDataDir: options.loadDataDir,
    }));
    if (dir) restrictFolder(dir);
    const close = async () => {
      await client.close();
      // What PostgreSQL wrote on its way out (statistics) is made private too.
      if (dir) restrictFolder(dir);
      release();
    };
    return { kind: "pglite", db: drizzlePglite({ client }) as unknown as Db, client, close };
  } catch (error) {
    await opened?.close().catch(() => {});
    release();
    throw error;
  }
}

/** What the environment asks for: PostgreSQL with DATABASE_URL, else PGlite in DATA_DIR/pglite. */
export function configuredDatabase(): OpenOptions {
  const url = env().DATABASE_URL;
  return url
    ? { kind: "postgres", url }
    : { kind: "pglite", dir: path.join(/* turbopackIgnore: true */ dataDir(), "pglite") };
}

const slot = processSlot("database", (): { handle?: Promise<DatabaseHandle> } => ({}));

/** The process-wide connection, opened on first use. A failed open is forgotten so the next call retries. */
export function getDatabase(): Promise<DatabaseHandle> {
  if (!slot.handle) {
    const opening = openDatabase(configuredDatabase());
    slot.handle = opening;
    opening.catch(() => {
      if (slot.handle === opening) slot.handle = undefined;
    });
  }
  return slot.handle;
}

export async function getDb(): Promise<Db> {
  return (await getDatabase()).db;
}

/** Makes `handle` the process-wide connection (tests, and the CLI after it opened one itself). */
export function setDatabase(handle: DatabaseHandle | undefined): void {
  slot.handle = handle ? Promise.resolve(handle) : undefined;
}

/** Closes the process-wide connection, if one was opened. */
export async function closeDatabase(): Promise<void> {
  const current = slot.handle;
  slot.handle = undefined;
  if (current) await (await current.catch(() => undefined))?.close();
}

/**
 * Makes a new embedded database in a Node process of its own. initdb runs in a WebAssembly instance of its own, and
 * a process that ran it keeps about 180 MB more resident for good (freed, but not given back to the system); the
 * server then opens the finished folder as on any later start. Where that process cannot run, the database is made
 * in this one, as PGlite.create does by itself.
 */
async function createInChildProcess(dir: string): Promise<void> {
  const script = [
    'const { PGlite } = await import("@electric-sql/pglite");',
    "const db = await PGlite.create(process.argv[1], { startParams: JSON.parse(process.argv[2]) });",
    "await db.close();",
  ].join("\n");
  const failure = await new Promise<string | null>((resolve) => {
    const child = spawn(
      process.execPath,
      ["--input-type=module", "-e", script, dir, JSON.stringify(embeddedStartParams)],
      { stdio: ["ignore", "ignore", "pipe"] },
    );
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-400)));
    child.on("error", (error) => resolve(error.message));
    child.on("exit", (code) => resolve(code === 0 ? null : stderr.trim().split("\n").pop() || `exit code ${code}`));
  });
  if (failure) console.warn(`[db] making the embedded database in a process of its own failed (${failure}); here.`);
}
