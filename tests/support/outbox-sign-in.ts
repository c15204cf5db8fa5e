// Signs a demo account in to a built server through its HTTP API, with the code read from the console outbox in its
// DATA_DIR (a server with no SMTP_URL writes its mail there), and returns the Cookie header.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { otpRules } from "@/lib/auth/code-rules";
import { send } from "./raw-http";
import { builtSiteUrl, type RunningServer } from "./server";

async function codeFor(dataDir: string, email: string, withinMs: number): Promise<string> {
  const outbox = path.join(dataDir, "outbox");
  const code = new RegExp(`^\\s*(\\d{${otpRules.codeLength}})\\s*$`, "m");
  const deadline = Date.now() + withinMs;
  for (;;) {
    for (const file of (await readdir(outbox).catch(() => [] as string[])).sort().reverse()) {
      const mail = await readFile(path.join(outbox, file), "utf8");
      const found = mail.includes(`\nTo: ${email}\n`) ? code.exec(mail.slice(mail.indexOf("\n\n"))) : null;
      if (found?.[1]) return found[1];
    }
    if (Date.now() > deadline) throw new Error(`no sign-in code for ${email} in ${outbox} within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function signInThroughOutbox(server: RunningServer, email: string): Promise<string> {
  const post = (route: string, body: unknown) =>
    send(`${server.url}${route}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: builtSiteUrl() },
      body: JSON.stringify(body),
    });
  const asked = await post("/api/auth/login", { email });
  if (asked.status !== 200) throw new Error(`login for ${email} answered ${asked.status}: ${asked.body}`);
  const otp = await codeFor(server.dataDir, email, 15_000);
  const verified = await post("/api/auth/verify-otp", { email, otp, rememberDevice: false });
  if (verified.status !== 200) throw new Error(`verify for ${email} answered ${verified.status}: ${verified.body}`);
  return [verified.headers["set-cookie"] ?? []]
    .flat()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}
