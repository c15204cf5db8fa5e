// The browser for headless runs (Playwright's e2e tests, scripts/screenshots.mjs, the Lighthouse bench): Debian's
// Chromium when it is installed (as on the CI machine, which downloads no browsers), else the tool's own; and the
// flags they all pass it.
// Plain JavaScript in a .ts file: the TypeScript config imports it, and Node runs it as is for the .mjs scripts.
import { existsSync } from "node:fs";

export const chromiumPath = existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined;

export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
];
