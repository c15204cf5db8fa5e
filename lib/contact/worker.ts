// The server's one outbox worker, kept on globalThis: instrumentation starts it, route handlers poke it.
import { getDb } from "../db/client";
import { env } from "../env";
import { getMailer } from "../mail/transport";
import { startOutboxWorker, type OutboxWorker } from "./outbox";

const slot = globalThis as typeof globalThis & { __nexoraOutbox?: OutboxWorker };

export function startNotificationWorker(): OutboxWorker {
  slot.__nexoraOutbox ??= startOutboxWorker(getDb, () => {
    const mailer = getMailer();
    return { send: (message) => mailer.send(message), inbox: env().CONTACT_INBOX, siteUrl: env().SITE_URL };
  });
  return slot.__nexoraOutbox;
}

/** Sends a just-stored enquiry's notification now rather than at the next tick (no-op outside the server). */
export function pokeNotificationWorker(): void {
  slot.__nexoraOutbox?.poke();
}

export async function stopNotificationWorker(): Promise<void> {
  await slot.__nexoraOutbox?.stop();
  slot.__nexoraOutbox = undefined;
}
