// What the server does once when it starts (migrations, first users, the mail workers, retention sweeps), and
// the shutdown that undoes it. Starting is idempotent and never fatal: a database that is down is logged, retried in
// the background, and reported by /api/health until it answers.
import { closeDatabase, getDatabase, getDb, type DatabaseHandle } from "../db/client";
import { findDatabaseBusy } from "../db/folder-lock";
import { migrate } from "../db/migrate";
import { env, EnvError } from "../env";
import { describeError } from "../db/errors";
import { startMailWorkers, stopMailWorkers } from "../mail/worker";
import { bootstrapUsers } from "./bootstrap-users";
import { startRetentionSweeps, stopRetentionSweeps } from "./retention";
import { processSlot } from "./process-slot";

const RETRY_MS = 10_000;

/**
 * The production entry (scripts/server.mjs) is plain JavaScript outside Next's bundles: it reaches `shutdown` through
 * this one globalThis key, by name, once the requests in flight are finished.
 */
const shutdownHookKey = "__nexoraShutdown";

const slot = processSlot(
  "boot",
  (): {
    started?: Promise<void>;
    attempt?: Promise<void>;
    retry?: NodeJS.Timeout;
    /** The start went through: migrations, first users, workers. */
    done?: boolean;
    busy?: boolean;
    stopping?: boolean;
  } => ({}),
);

/**
 * How long the start waits for another instance's migrations on PostgreSQL. Next holds every request, pages
 * included, until the first attempt ends: past this it ends, and the retries wait in the background.
 */
const MIGRATION_LOCK_WAIT_MS = 10_000;

async function prepareDatabase(): Promise<DatabaseHandle> {
  const handle = await getDatabase();
  await migrate(handle, undefined, { lockWaitMs: MIGRATION_LOCK_WAIT_MS });
  await bootstrapUsers(handle.db);
  return handle;
}

function logNotReady(error: unknown): void {
  const busy = findDatabaseBusy(error);
  // A second server on the same folder says so once, not every 10 s, and once more when it takes over.
  if (busy && slot.busy) return;
  slot.busy = Boolean(busy);
  if (busy) console.error(`[boot] ${busy.serverMessage}`);
  else console.error(`[boot] the database is not ready (${describeError(error)}); retrying in ${RETRY_MS / 1000} s.`);
}

async function startWithRetries(): Promise<void> {
  try {
    await prepareDatabase();
  } catch (error) {
    if (slot.stopping) return;
    logNotReady(error);
    slot.retry = setTimeout(() => void (slot.attempt = startWithRetries()), RETRY_MS).unref();
    return;
  }
  if (slot.stopping) return;
  if (slot.busy) console.log("[boot] the embedded database is free now: this server has taken it over.");
  // Needs the migrated database; sends what earlier runs left pending, then new enquiries as they come.
  startMailWorkers();
  startRetentionSweeps(getDb);
  slot.done = true;
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
  slot.started ??= (async () => {
    checkEnvironment();
    Object.assign(globalThis, { [shutdownHookKey]: shutdown });
    await (slot.attempt = startWithRetries());
  })();
  return slot.started;
}

/**
 * Whether this process began its start (instrumentation.ts) and has not got through it yet. Between the migrations
 * and the end of a retry the tables answer, but ADMIN_EMAIL may not be a user yet and no mail is sent.
 */
export function startPending(): boolean {
  return slot.started !== undefined && !slot.done;
}

/** Stops the workers after the mail they are sending, and closes the database (which releases the embedded folder). */
export async function shutdown(): Promise<void> {
  slot.stopping = true;
  clearTimeout(slot.retry);
  // A start still running (migrations) finishes first, so the database is not closed under it.
  await slot.attempt;
  await Promise.all([stopMailWorkers(), stopRetentionSweeps()]);
  await closeDatabase();
}
