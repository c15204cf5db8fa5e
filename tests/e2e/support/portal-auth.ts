// Portal end-to-end helpers: a client address per test, sign-in codes read from the server's console outbox,
// and one shared session per role so dashboard tests do not each spend one of an address's few codes an hour.
//
// The server allows one code request per address and network per cooldown and a few an hour (lib/auth/code-rules.ts),
// and a code entered spends every other code of its address. The two Playwright projects run in parallel workers,
// each code request from a network of its own, and every sign-in with a code to a demo address goes through
// signInWithMailedCode, which lets one sign-in per address run at a time across worker processes (a lock directory).
// The state lives beside the server's database (test-results/e2e-data-<port>), so it resets when the server does.
import { randomInt } from "node:crypto";
import { mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { axe } from "./axe";
import {
  expect,
  request,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Cookie,
  type Page,
  type TestInfo,
} from "@playwright/test";
import { otpRules } from "@/lib/auth/code-rules";

export type Role = "admin" | "employee" | "client" | "vendor";

/** The demo directory the e2e server creates on its empty database (lib/server/bootstrap-users.ts). */
export const demoAccounts: Record<Role, { email: string; name: string }> = {
  admin: { email: "admin@nexora.example", name: "Ananya Kulkarni" },
  employee: { email: "employee@nexora.example", name: "Rohan Patil" },
  client: { email: "client@sahyadri.example", name: "Meera Joshi" },
  vendor: { email: "vendor@deccancloud.example", name: "Vikram Rao" },
};

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${port}`;
const dataDir = path.resolve("test-results", `e2e-data-${port}`);
const outboxDir = path.join(dataDir, "outbox");
const stateDir = path.join(dataDir, "e2e-portal-state");

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A fresh client address: the server trusts one proxy hop, so per-IP limits count each test on its own. */
export function randomIp(): string {
  return `10.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

/** Every request of this context (pages, fetches) comes from its own client address. */
export async function useOwnAddress(context: BrowserContext): Promise<string> {
  const ip = randomIp();
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": ip });
  return ip;
}

/** An address no user has (same answers from the server, no mail), unique per run, project and purpose. */
export function unregisteredAddress(testInfo: TestInfo, purpose: string): string {
  return `e2e-${purpose}-${testInfo.project.name}-${Date.now().toString(36)}${randomInt(1000, 9999)}@nexora.example`;
}

/** Runs fn while holding a lock shared by all worker processes (an atomic mkdir); stale locks expire. */
export async function withLock<T>(name: string, fn: () => Promise<T>): Promise<T> {
  await mkdir(stateDir, { recursive: true });
  const lock = path.join(stateDir, `${name}.lock`);
  const deadline = Date.now() + 150_000;
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const age = await stat(lock).then(
        (s) => Date.now() - s.mtimeMs,
        () => 0,
      );
      if (age > 120_000) await rm(lock, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`Timed out waiting for the e2e lock ${lock}`);
      await sleep(250);
    }
  }
  try {
    return await fn();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

type Mail = { to: string; date: number; subject: string; body: string; file: string };

function parseMail(file: string, content: string): Mail {
  const split = content.indexOf("\n\n");
  const head = content.slice(0, split);
  const header = (name: string) => head.match(new RegExp(`^${name}: (.*)$`, "m"))?.[1]?.trim() ?? "";
  return {
    to: header("To").toLowerCase(),
    date: Date.parse(header("Date")),
    subject: header("Subject"),
    body: content.slice(split + 2),
    file,
  };
}

/** The newest mail to `email` written after the outbox file `after` (all when undefined) that `wanted` accepts. */
export async function newestMailTo(
  email: string,
  after: string | undefined,
  wanted: (mail: Mail) => boolean = () => true,
): Promise<Mail | undefined> {
  const files = (await readdir(outboxDir).catch(() => [] as string[]))
    .filter((f) => f.endsWith(".txt") && (after === undefined || f > after))
    .sort()
    .reverse();
  for (const file of files) {
    const mail = parseMail(file, await readFile(path.join(outboxDir, file), "utf8"));
    // File names sort by time, so the first match is the newest.
    if (mail.to === email.toLowerCase() && wanted(mail)) return mail;
  }
  return undefined;
}

/** The outbox's newest file now: what a later newestMailTo(…, after) leaves out. */
export async function outboxMark(): Promise<string | undefined> {
  const files = (await readdir(outboxDir).catch(() => [] as string[])).filter((f) => f.endsWith(".txt")).sort();
  return files.at(-1);
}

const codeLine = new RegExp(`^\\s*(\\d{${otpRules.codeLength}})\\s*$`, "m");

/** The 6-digit code of the sign-in mail to `email` written after the outbox file `after`; waits for the send. */
export async function waitForCode(email: string, after: string | undefined): Promise<string> {
  let mail: Mail | undefined;
  // Only a mail with a code: a notice of a new sign-in to the same address may arrive after the code's mail.
  await expect
    .poll(async () => (mail = await newestMailTo(email, after, (m) => codeLine.test(m.body))), {
      message: `a sign-in mail to ${email} in ${outboxDir} (none means the server dropped the code: at most ${otpRules.addressCodesPerHour} per address an hour; restart the e2e server)`,
      timeout: 15_000,
      intervals: [100, 250, 500],
    })
    .toBeTruthy();
  const code = mail!.body.match(codeLine)?.[1];
  expect(code?.length, `a sign-in code in ${mail!.file}`).toBe(otpRules.codeLength);
  return code!;
}

/**
 * Signs in to a demo address with a mailed code: `send` asks for one (a click in a page, or an API call, from a
 * network of its own, which the server's cooldown never holds up), and `enter` uses it. One such sign-in per address
 * runs at a time across all workers: entering a code spends every other code of the address.
 */
export async function signInWithMailedCode(
  email: string,
  send: () => Promise<void>,
  enter: (code: string) => Promise<void>,
): Promise<void> {
  await withLock(`address-${email}`, async () => {
    const mark = await outboxMark();
    await send();
    await enter(await waitForCode(email, mark));
  });
}

/** Signs `api` (a request context, or a browser context's `request`) in to `email` through the sign-in API. */
export async function signInThroughApi(api: APIRequestContext, email: string): Promise<void> {
  await signInWithMailedCode(
    email,
    async () => {
      const response = await api.post("/api/auth/login", { data: { email } });
      expect(response.status(), await response.text()).toBe(200);
    },
    async (code) => {
      const response = await api.post("/api/auth/verify-otp", { data: { email, otp: code, rememberDevice: false } });
      expect(response.status(), await response.text()).toBe(200);
    },
  );
}

/** Signs in through the API (code from the outbox) and returns the session cookie(s). */
async function signInByApi(role: Role): Promise<Cookie[]> {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": randomIp() } });
  try {
    await signInThroughApi(api, demoAccounts[role].email);
    const { cookies } = await api.storageState();
    expect(cookies.length, "a session cookie").toBeGreaterThan(0);
    return cookies;
  } finally {
    await api.dispose();
  }
}

/** Whether the cookies still open the role's dashboard (not revoked, server not restarted). */
async function stillSignedIn(role: Role, cookies: Cookie[]): Promise<boolean> {
  const api = await request.newContext({
    baseURL,
    storageState: { cookies, origins: [] },
    extraHTTPHeaders: { "X-Forwarded-For": randomIp() },
  });
  try {
    const response = await api.get(`/${role}`, { maxRedirects: 0 });
    return response.status() === 200;
  } finally {
    await api.dispose();
  }
}

/**
 * Signs the context in as the role's demo user with a session shared by every test that only looks around.
 * Never log out with it (that revokes it for everyone): tests that log out sign in on their own.
 */
export async function useSharedSession(context: BrowserContext, role: Role): Promise<void> {
  const cookies = await withLock(`session-${role}`, async () => {
    const file = path.join(stateDir, `session-${role}.json`);
    const cached = await readFile(file, "utf8").then(
      (text) => JSON.parse(text) as Cookie[],
      () => null,
    );
    if (cached && (await stillSignedIn(role, cached))) return cached;
    const fresh = await signInByApi(role);
    await writeFile(file, JSON.stringify(fresh));
    return fresh;
  });
  await context.addCookies(cookies);
}

// Plain helpers despite their names (the lint rule reads "use…" as a React hook).
const takeOwnAddress = useOwnAddress;
const joinSharedSession = useSharedSession;

/** A page of a new context, from its own client address, signed in with the role's shared session. */
export async function pageAs(browser: Browser, role: Role): Promise<Page> {
  const context = await browser.newContext();
  await takeOwnAddress(context);
  await joinSharedSession(context, role);
  return context.newPage();
}

/** How far the page scrolls sideways (0 when nothing overflows the viewport). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** With PORTAL_SHOTS_DIR set, a full-page screenshot named after the page and the project (desktop, mobile). */
export async function snapshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const dir = process.env.PORTAL_SHOTS_DIR;
  if (!dir) return;
  await page.screenshot({
    path: path.join(dir, `${name}-${testInfo.project.name}.png`),
    fullPage: true,
    animations: "disabled",
  });
}

/**
 * Axe finds nothing (frames left out: the browser's own PDF viewer is not ours to check), nothing scrolls sideways,
 * and a screenshot is kept when PORTAL_SHOTS_DIR is set.
 */
export async function checkPortalPage(page: Page, testInfo: TestInfo, shot: string): Promise<void> {
  // Every portal page names itself in the tab.
  await expect(page).toHaveTitle(/\S/);
  expect((await axe(page).exclude("iframe").analyze()).violations, shot).toEqual([]);
  expect(await horizontalOverflow(page), shot).toBeLessThanOrEqual(0);
  await snapshot(page, testInfo, shot);
}

/** A portal page as everyone should find it: its heading shown, then checkPortalPage. */
export async function expectAccessibleAndFitting(page: Page, testInfo: TestInfo, shot: string): Promise<void> {
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await checkPortalPage(page, testInfo, shot);
}
