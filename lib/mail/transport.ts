// Sends mail over pooled SMTP connections (SMTP_URL) with short timeouts, or to the console outbox.
import path from "node:path";
import { createTransport } from "nodemailer";
import { dataDir, env } from "../env";
import { deliverToConsoleOutbox } from "./console-outbox";
import type { MailMessage } from "./message";
import type { Lane } from "./outbox-mails";
import { processSlot } from "../server/process-slot";

export interface Mailer {
  readonly kind: "smtp" | "console";
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** About 10 s for each phase: nodemailer's defaults (up to 10 minutes) would pile up stuck sends. */
export const smtpTimeouts = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 10_000,
  dnsTimeout: 10_000,
} as const;
/** Sign-in codes: shorter, since the outbox retries a code every few seconds until it expires. */
export const codeSmtpTimeouts = {
  connectionTimeout: 5_000,
  greetingTimeout: 5_000,
  socketTimeout: 5_000,
  dnsTimeout: 5_000,
} as const;

/** Pooled connections per lane: a backlog of notifications goes out over several at once, codes over their own. */
const poolSizes: Record<Lane, number> = { codes: 2, mail: 5 };

function smtpMailer(url: string, from: string, lane: Lane): Mailer {
  const timeouts = lane === "codes" ? codeSmtpTimeouts : smtpTimeouts;
  // Options given in the URL's query (e.g. ?ignoreTLS=true) take precedence over these defaults.
  const transport = createTransport(
    { url, pool: true, maxConnections: poolSizes[lane], maxMessages: 500, ...timeouts },
    { from },
  );
  return {
    kind: "smtp",
    async send(message) {
      await transport.sendMail(message);
    },
    close: () => transport.close(),
  };
}

function consoleMailer(from: string): Mailer {
  const folder = path.join(/* turbopackIgnore: true */ dataDir(), "outbox");
  return {
    kind: "console",
    async send(message) {
      await deliverToConsoleOutbox(message, from, folder);
    },
    close: () => {},
  };
}

type Entry = { key: string; mailer: Mailer };
const slot = processSlot("mailers", (): { mailers?: Partial<Record<Lane, Entry>> } => ({}));

/** The mailer of a lane for the current environment; rebuilt when SMTP_URL or MAIL_FROM changes (tests). */
export function getMailer(lane: Lane = "mail"): Mailer {
  const { SMTP_URL, MAIL_FROM } = env();
  const key = `${SMTP_URL ?? "console"}|${MAIL_FROM}|${SMTP_URL ? "" : dataDir()}`;
  const mailers = (slot.mailers ??= {});
  const current = mailers[lane];
  if (current?.key === key) return current.mailer;
  current?.mailer.close();
  const mailer = SMTP_URL ? smtpMailer(SMTP_URL, MAIL_FROM, lane) : consoleMailer(MAIL_FROM);
  mailers[lane] = { key, mailer };
  return mailer;
}

export function resetMailer(): void {
  for (const entry of Object.values(slot.mailers ?? {})) entry?.mailer.close();
  slot.mailers = undefined;
}
