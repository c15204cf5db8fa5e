// @ts-check
// The yardstick for `npm run bench`: a bare Next.js page (a layout and a page with a heading and a line of text), made
// with this repository's own Next.js and React, built for production and served by `next start`, so every figure of
// the site can also be read as a ratio of what the framework alone costs on the same machine in the same run.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, "..");
// Outside the repository, so Next finds none of the app's own files (instrumentation.ts, proxy.ts) above it. The
// repository's node_modules is copied in as hard links (Turbopack compiles nothing outside its root, so a symbolic
// link to it will not do); on another file system than the repository, that is a real copy.
export const bareDir = path.join(tmpdir(), "nexora-bench-bare");
// Its own copy's next: with the repository's, React would be loaded from two places.
const nextBin = path.join(bareDir, "node_modules/next/dist/bin/next");
const nextVersion = JSON.parse(readFileSync(require.resolve("next/package.json"), "utf8")).version;

const files = {
  "package.json": JSON.stringify({ name: "bare", private: true, type: "module" }, null, 2),
  "next.config.mjs": `export default { poweredByHeader: false };\n`,
  "app/layout.jsx": `export const metadata = { title: "Bare page", description: "A bare Next.js page." };
export default function Layout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  "app/page.jsx": `export default function Page() {
  return (
    <main>
      <h1>A bare page</h1>
      <p>Next.js and React with nothing else: the yardstick for the site's own pages.</p>
    </main>
  );
}
`,
};

/** Builds the bare app unless a build with this Next.js version is there already. */
export function buildBare() {
  const stamp = path.join(bareDir, ".next/nexora-bench-next-version");
  if (existsSync(stamp) && readFileSync(stamp, "utf8") === nextVersion) return;
  mkdirSync(bareDir, { recursive: true });
  if (!existsSync(path.join(bareDir, "node_modules/next/package.json")))
    execFileSync("cp", ["-al", path.join(root, "node_modules"), path.join(bareDir, "node_modules")]);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(bareDir, file)), { recursive: true });
    writeFileSync(path.join(bareDir, file), text);
  }
  const build = spawnSync(process.execPath, [nextBin, "build"], {
    cwd: bareDir,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (build.status !== 0) throw new Error("the bare Next.js page did not build");
  writeFileSync(stamp, nextVersion);
}

/**
 * `next start` of the bare app on `port`, once it answers.
 * @param {number} port
 */
export async function startBare(port) {
  const child = spawn(process.execPath, [nextBin, "start", "-p", String(port), "-H", "127.0.0.1"], {
    cwd: bareDir,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
  });
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) break;
    const answer = await fetch(`http://127.0.0.1:${port}/`).catch(() => null);
    if (answer?.ok) return child;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill("SIGTERM");
  throw new Error("the bare Next.js page did not start");
}
