// What the server does once when it starts (migrations, first users, the mail workers, retention sweeps), and
// the shutdown that undoes it. Starting is idempotent and never fatal: a database that is down is logged, retried in
// the background, and reported by /api/health until it answers.
import { closeDatabase, getDatabase, getDb, type DatabaseHandle } from "../db/client";
import { findDatabaseBusy } from "../db/folder-lock";
import { migrate } from "../db/migrate";
import { env, EnvError } from "../env";
import { describeError } from "../http/errors";
import { startMailWorkers, stopMailWorkers } from "../mail/worker";
import { bootstrapUsers } from "./bootstrap-users";
import { startRetentionSweeps, stopRetentionSweeps } from "./retention";

const RETRY_MS = 10_000;

/**
 * The production entry (scripts/server.mjs) is plain JavaScript outside Next's bundles: it reaches `shutdown` through
 * this one globalThis key once the requests in flight are finished.
 */
export const shutdownHookKey = "__nexoraShutdown";

const slot = globalThis as typeof globalThis & {
  __nexoraBoot?: Promise<void>;
  __nexoraBootAttempt?: Promise<void>;
  __nexoraBootRetry?: NodeJS.Timeout;
  __nexoraBusy?: boolean;
  __nexoraStopping?: boolean;
  [shutdownHookKey]?: () => Promise<void>;
};

async function prepareDatabase(): Promise<DatabaseHandle> {
  const handle = await getDatabase();
  await migrate(handle);
  await bootstrapUsers(handle.db);
  return handle;
}

function logNotReady(error: unknown): void {
  const busy = findDatabaseBusy(error);
  // A second server on the same folder says so once, not every 10 s, and once more when it takes over.
  if (busy && slot.__nexoraBusy) return;
  slot.__nexoraBusy = Boolean(busy);
  if (busy) console.error(`[boot] ${busy.serverMessage}`);
  else console.error(`[boot] the database is not ready (${describeError(error)}); retrying in ${RETRY_MS / 1000} s.`);
}

async function startWithRetries(): Promise<void> {
  try {
    await prepareDatabase();
  } catch (error) {
    if (slot.__nexoraStopping) return;
    logNotReady(error);
    slot.__nexoraBootRetry = setTimeout(() => void (slot.__nexoraBootAttempt = startWithRetries()), RETRY_MS).unref();
    return;
  }
  if (slot.__nexoraStopping) return;
  if (slot.__nexoraBusy) console.log("[boot] the embedded database is free now: this server has taken it over.");
  // Needs the migrated database; sends what earlier runs left pending, then new enquiries as they come.
  startMailWorkers();
  startRetentionSweeps(getDb);
}

/** A configuration that cannot work stops the server at once, with the sentence naming the variable. */
function checkEnvironment(): void {
  try {
    env();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(`[boot] ${error.message}`);
    process.exit(1);
  }
}

export function boot(): Promise<void> {
  slot.__nexoraBoot ??= (async () => {
    checkEnvironment();
    slot[shutdownHookKey] = shutdown;
    await (slot.__nexoraBootAttempt = startWithRetries());
  })();
  return slot.__nexoraBoot;
}

/** Stops the workers after the mail they are sending, and closes the database (which releases the embedded folder). */
export async function shutdown(): Promise<void> {
  slot.__nexoraStopping = true;
  clearTimeout(slot.__nexoraBootRetry);
  // A start still running (migrations) finishes first, so the database is not closed under it.
  await slot.__nexoraBootAttempt;
  await Promise.all([stopMailWorkers(), stopRetentionSweeps()]);
  await closeDatabase();
}
