// What the server does once when it starts: migrations, first users, the notification worker, retention sweeps.
// Idempotent, and never fatal: a database that is down is logged, retried in the background, and reported by
// /api/health until it answers.
import { startNotificationWorker } from "../contact/worker";
import { getDatabase, getDb, type DatabaseHandle } from "../db/client";
import { migrate } from "../db/migrate";
import { describeError } from "../http/errors";
import { installForwardedForPatch } from "../http/forwarded-for";
import { bootstrapUsers } from "./bootstrap-users";
import { startRetentionSweeps } from "./retention";

const RETRY_MS = 10_000;
const slot = globalThis as typeof globalThis & { __nexoraBoot?: Promise<void> };

async function prepareDatabase(): Promise<DatabaseHandle> {
  const handle = await getDatabase();
  await migrate(handle);
  await bootstrapUsers(handle.db);
  return handle;
}

async function startWithRetries(): Promise<void> {
  try {
    await prepareDatabase();
  } catch (error) {
    console.error(`[boot] the database is not ready (${describeError(error)}); retrying in ${RETRY_MS / 1000} s.`);
    setTimeout(() => void startWithRetries(), RETRY_MS).unref();
    return;
  }
  // Needs the migrated database; sends what earlier runs left pending, then new enquiries as they come.
  startNotificationWorker();
  startRetentionSweeps(getDb);
}

export function boot(): Promise<void> {
  slot.__nexoraBoot ??= (async () => {
    installForwardedForPatch();
    await startWithRetries();
  })();
  return slot.__nexoraBoot;
}
