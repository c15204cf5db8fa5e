// Applies the generated SQL migrations; on PostgreSQL under an advisory lock so instances booting together don't race.
import path from "node:path";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PoolClient } from "pg";
import type { DatabaseHandle } from "./client";

/** Resolved from the working directory: next.config.ts traces this folder into the standalone output. */
export function migrationsFolder(): string {
  return path.join(process.cwd(), "lib/db/migrations");
}

// Any fixed 64-bit number, the same in every instance: "nexora migrations".
export const MIGRATION_LOCK_ID = 7_346_112_905_118_201n;

/** Another instance holds the migration lock past the time this one may wait for it. */
export class MigrationLockBusyError extends Error {
  constructor(waitedMs: number) {
    super(`another instance has been applying the migrations for over ${waitedMs / 1000} s`);
    this.name = "MigrationLockBusyError";
  }
}

export type MigrateOptions = {
  /** How long to wait for another instance's migrations on PostgreSQL; unset waits until they are done. */
  lockWaitMs?: number;
};

/** Applies what `folder` (by default the app's) holds and the database lacks; tests pass a shorter history. */
export async function migrate(
  handle: DatabaseHandle,
  folder = migrationsFolder(),
  { lockWaitMs }: MigrateOptions = {},
): Promise<void> {
  const config = { migrationsFolder: folder };
  if (handle.kind === "pglite") {
    // A PGlite folder has exactly one connection (see folder-lock.ts), so nothing can race.
    await migratePglite(drizzlePglite({ client: handle.client }), config);
    return;
  }
  // The advisory lock belongs to a connection: take, use and release it on one dedicated client.
  const client = await handle.client.connect();
  let failed = false;
  try {
    await takeLock(client, lockWaitMs);
    try {
      await migratePg(drizzlePg({ client }), config);
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID.toString()]);
    }
  } catch (error) {
    failed = true;
    throw error;
  } finally {
    // A client that failed may hold the lock or a broken connection: destroy it rather than pool it.
    client.release(failed);
  }
}

const LOCK_POLL_MS = 250;

async function takeLock(client: PoolClient, waitMs: number | undefined): Promise<void> {
  const id = MIGRATION_LOCK_ID.toString();
  if (waitMs === undefined) {
    await client.query("select pg_advisory_lock($1)", [id]);
    return;
  }
  const deadline = Date.now() + waitMs;
  for (;;) {
    const { rows } = await client.query<{ locked: boolean }>("select pg_try_advisory_lock($1) as locked", [id]);
    if (rows[0]?.locked) return;
    if (Date.now() >= deadline) throw new MigrationLockBusyError(waitMs);
    await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
  }
}
