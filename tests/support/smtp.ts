// A real SMTP server on loopback for integration tests: collects every mail, parsed by mailparser.
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { otpRules } from "@/lib/auth/code-rules";
import { resetMailer } from "@/lib/mail/transport";
import { mailWorkersIdle, startMailWorkers, stopMailWorkers } from "@/lib/mail/worker";
import { testDatabaseInstalled } from "./db";
import { useTestEnv } from "./env";

export type ReceivedMail = { to: string[]; subject: string; text: string; html: string; parsed: ParsedMail };

export type TestSmtp = {
  url: string;
  mails: ReceivedMail[];
  waitForMail(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  /** Every mail to `to` so far, once there are at least `count`. */
  waitForMails(to: string, count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  clear(): void;
  close(): Promise<void>;
};

/** `port` 0 picks a free one; a given port brings a server back where an earlier one listened. */
export async function startSmtp({ port = 0 }: { port?: number } = {}): Promise<TestSmtp> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    // nodemailer's built-in test certificate is expired: plain SMTP on loopback.
    disabledCommands: ["STARTTLS"],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          mails.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            html: typeof parsed.html === "string" ? parsed.html : "",
            parsed,
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  async function waitForMails(to: string, count: number, timeoutMs = 5000): Promise<ReceivedMail[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = mails.filter((m) => m.to.includes(to.toLowerCase()));
      if (found.length >= count) return found;
      if (Date.now() > deadline) throw new Error(`fewer than ${count} mails for ${to} within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }
  const address = server.server.address();
  if (!address || typeof address === "string") throw new Error("SMTP server has no port");
  return {
    url: `smtp://127.0.0.1:${address.port}?ignoreTLS=true`,
    mails,
    waitForMails,
    async waitForMail(to, timeoutMs = 5000) {
      const [mail] = await waitForMails(to, 1, timeoutMs);
      if (!mail) throw new Error(`no mail for ${to}`);
      return mail;
    },
    clear: () => void mails.splice(0),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The sign-in code in a mail's text part. */
export function codeFrom(mail: ReceivedMail): string {
  const match = new RegExp(`\\b(\\d{${otpRules.codeLength}})\\b`).exec(mail.text);
  if (!match?.[1]) throw new Error(`no code in mail: ${mail.text}`);
  return match[1];
}

/**
 * One loopback SMTP server for a test file, set as the app's SMTP_URL (embedded database, no ADMIN_EMAIL), with the
 * outbox workers running as in the server while a test database is in place. After each test it waits until they are
 * idle and forgets what arrived; after the file it stops them and closes.
 */
export function loopbackSmtpPerFile(): TestSmtp {
  let smtp: TestSmtp | undefined;
  const current = () => {
    if (!smtp) throw new Error("the loopback SMTP server starts in beforeAll");
    return smtp;
  };
  beforeAll(async () => {
    smtp = await startSmtp();
    useTestEnv({ SMTP_URL: smtp.url, DATABASE_URL: undefined, ADMIN_EMAIL: undefined });
  });
  // Started while describeEachDatabase has a test database in place (it opens one in its beforeAll and stops the
  // workers before closing it); a test outside it opens databases of its own, which the workers must not read.
  beforeEach(() => {
    if (testDatabaseInstalled()) startMailWorkers();
  });
  afterAll(async () => {
    await stopMailWorkers();
    // The pooled SMTP connections would keep the server's close waiting.
    resetMailer();
    await current().close();
  });
  afterEach(async () => {
    await mailWorkersIdle();
    current().clear();
  });
  return {
    get url() {
      return current().url;
    },
    get mails() {
      return current().mails;
    },
    waitForMail: (to, timeoutMs) => current().waitForMail(to, timeoutMs),
    waitForMails: (to, count, timeoutMs) => current().waitForMails(to, count, timeoutMs),
    clear: () => current().clear(),
    close: () => current().close(),
  };
}

/** A request mail's subject: "[#1042] " (any request number) and then `rest` exactly. */
export function requestSubject(rest: string): RegExp {
  return new RegExp(`^\\[#\\d{4,}\\] ${rest.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
}
