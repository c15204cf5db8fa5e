// The server's outbox workers, one per lane, kept per process: instrumentation starts them, route handlers poke them.
import { getDb } from "../db/client";
import { env } from "../env";
import { startOutboxWorker, type Lane, type OutboxWorker } from "./outbox";
import { getMailer } from "./transport";
import { processSlot } from "../server/process-slot";

type Workers = Record<Lane, OutboxWorker>;
const slot = processSlot("mail-workers", (): { workers?: Workers } => ({}));

const deps = () => ({
  send: (message: Parameters<ReturnType<typeof getMailer>["send"]>[0], lane: Lane) => getMailer(lane).send(message),
  inbox: env().CONTACT_INBOX,
  siteUrl: env().SITE_URL,
});

export function startMailWorkers(): Workers {
  slot.workers ??= {
    codes: startOutboxWorker(getDb, deps, "codes"),
    mail: startOutboxWorker(getDb, deps, "mail"),
  };
  return slot.workers;
}

/** Sends what was just queued now rather than at the next tick (no-op where no worker runs, as in the CLI). */
export function pokeMailWorker(lane: Lane): void {
  slot.workers?.[lane].poke();
}

/** Resolves once neither worker is in the middle of a pass (tests). */
export async function mailWorkersIdle(): Promise<void> {
  const workers = slot.workers;
  if (workers) await Promise.all([workers.codes.idle(), workers.mail.idle()]);
}

/** Stops both workers after their current pass (shutdown, tests). */
export async function stopMailWorkers(): Promise<void> {
  const workers = slot.workers;
  slot.workers = undefined;
  if (workers) await Promise.all([workers.codes.stop(), workers.mail.stop()]);
}
