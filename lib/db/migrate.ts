// Applies the generated SQL migrations; on PostgreSQL under an advisory lock so instances booting together don't race.
import path from "node:path";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { DatabaseHandle } from "./client";

/** Resolved from the working directory: next.config.ts traces this folder into the standalone output. */
export function migrationsFolder(): string {
  return path.join(process.cwd(), "lib/db/migrations");
}

// Any fixed 64-bit number, the same in every instance: "nexora migrations".
const MIGRATION_LOCK_ID = 7_346_112_905_118_201n;

/** Applies what `folder` (by default the app's) holds and the database lacks; tests pass a shorter history. */
export async function migrate(handle: DatabaseHandle, folder = migrationsFolder()): Promise<void> {
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
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID.toString()]);
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
