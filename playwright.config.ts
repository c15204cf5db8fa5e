import { defineConfig, devices } from "@playwright/test";
import { chromiumFlags, headlessShellPath } from "./scripts/chromium";

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${port}`;

const launchOptions = headlessShellPath ? { executablePath: headlessShellPath, args: chromiumFlags } : {};

export default defineConfig({
  testDir: "tests/e2e",
  // Per port, like the server's data folder: Playwright empties its output folder when a run starts.
  outputDir: `test-results/e2e-${port}`,
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [["list"], ["html", { open: "never", outputFolder: `playwright-report/${port}` }]]
    : "list",
  use: {
    baseURL,
    // Recording a trace costs a fifth of the tests' time: in CI only a retry records one (a test that failed once).
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions,
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, channel: undefined, launchOptions },
    },
    {
      name: "mobile",
      // A phone's width, touch and user agent at one device pixel per CSS pixel: the layout and behaviour are the
      // same, and without a GPU the Pixel's 2.625 made the browser paint 6.9 times the pixels (a seventh of the
      // mobile tests' time).
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, launchOptions },
    },
  ],
  webServer: {
    command: "node scripts/e2e-server.mjs",
    // Ready once the server answers; instrumentation (migrations, users) has finished by then.
    url: `${baseURL}/robots.txt`,
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
    stdout: "pipe",
    stderr: "pipe",
    // As systemd stops it: the server finishes its requests and closes its database (scripts/server.mjs).
    gracefulShutdown: { signal: "SIGTERM", timeout: 30_000 },
  },
});
