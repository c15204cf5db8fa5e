// The browsers for headless runs and the flags they all pass. Debian's Chromium when it is installed (as on the CI
// machine, which downloads no browsers), else the tool's own:
// - chromiumPath, the full browser: the Lighthouse bench, scripts/screenshots.mjs, and the end-to-end tests of what
//   only the full browser does (`fullChromium` in tests/e2e/support/test.ts);
// - headlessShellPath, Chromium's headless shell (what Playwright runs headless with its own browsers), or the full
//   browser where the shell is not installed: the rest of the end-to-end tests, which run about a third faster in
//   the shell. It has no PDF viewer, and it loads lazy images from further off than the full browser does.
// Plain JavaScript in a .ts file: the TypeScript config imports it, and Node runs it as is for the .mjs scripts.
import { existsSync } from "node:fs";

export const chromiumPath = existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined;

export const headlessShellPath = existsSync("/usr/bin/chromium-headless-shell")
  ? "/usr/bin/chromium-headless-shell"
  : chromiumPath;

export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
];
