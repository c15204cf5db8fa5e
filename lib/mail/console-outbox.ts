// Without SMTP_URL, mail goes to the console and to DATA_DIR/outbox, where the operator (and e2e tests) read it.
import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { MailMessage } from "./message";

let sequence = 0;

/** "2026-11-22T17-21-38-123Z-0001-3fa2.txt": names sort by time, then by order within this process. */
function fileName(now: Date): string {
  sequence = (sequence + 1) % 10_000;
  const stamp = now.toISOString().replace(/[:.]/g, "-");
  return `${stamp}-${String(sequence).padStart(4, "0")}-${randomBytes(2).toString("hex")}.txt`;
}

export function formatOutboxMail(message: MailMessage, from: string, now: Date): string {
  const replyTo = message.replyTo ? [`Reply-To: ${message.replyTo}`] : [];
  return [
    `From: ${from}`,
    `To: ${message.to}`,
    ...replyTo,
    `Date: ${now.toISOString()}`,
    `Subject: ${message.subject}`,
    "",
    message.text,
    "",
  ].join("\n");
}

/** Prints the mail and writes it under `folder`; returns the file written. */
export async function deliverToConsoleOutbox(
  message: MailMessage,
  from: string,
  folder: string,
  now = new Date(),
): Promise<string> {
  const content = formatOutboxMail(message, from, now);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const file = path.join(/* turbopackIgnore: true */ folder, fileName(now));
  await writeFile(file, content, { mode: 0o600 });
  const rule = "-".repeat(72);
  console.log(`${rule}\n[console outbox: SMTP_URL is not set, so this mail was not sent] ${file}\n${content}${rule}`);
  return file;
}
