// Sends mail over SMTP (SMTP_URL) with short timeouts, or to the console outbox; background sends never block a request.
import path from "node:path";
import { createTransport } from "nodemailer";
import { dataDir, env } from "../env";
import { deliverToConsoleOutbox } from "./console-outbox";
import type { MailMessage } from "./message";

export type { MailMessage } from "./message";

export interface Mailer {
  readonly kind: "smtp" | "console";
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** About 10 s for each phase: nodemailer's defaults (up to 10 minutes) would pile up stuck sends. */
export const smtpTimeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 10_000, dnsTimeout: 10_000 } as const;

function smtpMailer(url: string, from: string): Mailer {
  // Options given in the URL's query (e.g. ?ignoreTLS=true) take precedence over these defaults.
  const transport = createTransport({ url, ...smtpTimeouts }, { from });
  return {
    kind: "smtp",
    async send(message) {
      await transport.sendMail(message);
    },
    close: () => transport.close(),
  };
}

function consoleMailer(from: string): Mailer {
  const folder = path.join(dataDir(), "outbox");
  return {
    kind: "console",
    async send(message) {
      await deliverToConsoleOutbox(message, from, folder);
    },
    close: () => {},
  };
}

const slot = globalThis as typeof globalThis & { __nexoraMailer?: { key: string; mailer: Mailer }; __nexoraMailInFlight?: Set<Promise<void>> };

/** The mailer for the current environment; rebuilt when SMTP_URL or MAIL_FROM changes (tests). */
export function getMailer(): Mailer {
  const { SMTP_URL, MAIL_FROM } = env();
  const key = `${SMTP_URL ?? "console"}|${MAIL_FROM}|${SMTP_URL ? "" : dataDir()}`;
  if (slot.__nexoraMailer?.key !== key) {
    slot.__nexoraMailer?.mailer.close();
    slot.__nexoraMailer = { key, mailer: SMTP_URL ? smtpMailer(SMTP_URL, MAIL_FROM) : consoleMailer(MAIL_FROM) };
  }
  return slot.__nexoraMailer.mailer;
}

export function resetMailer(): void {
  slot.__nexoraMailer?.mailer.close();
  slot.__nexoraMailer = undefined;
}

function inFlight(): Set<Promise<void>> {
  return (slot.__nexoraMailInFlight ??= new Set());
}

/**
 * Sends without making the caller wait. Failures are logged with the purpose and recipient only,
 * never the content (a sign-in mail holds a code).
 */
export function sendInBackground(message: MailMessage, purpose: string, onResult?: (error: Error | undefined) => void): void {
  const sending = getMailer()
    .send(message)
    .then(
      () => onResult?.(undefined),
      (error: unknown) => {
        const failure = error instanceof Error ? error : new Error(String(error));
        console.error(`[mail] could not send the ${purpose} mail to ${message.to}: ${failure.message}`);
        onResult?.(failure);
      },
    )
    .catch((error: unknown) => console.error(`[mail] ${purpose}: ${String(error)}`))
    .finally(() => inFlight().delete(sending));
  inFlight().add(sending);
}

/** Resolves when every background send started so far has finished (tests, shutdown). */
export async function mailIdle(): Promise<void> {
  while (inFlight().size > 0) await Promise.allSettled([...inFlight()]);
}
