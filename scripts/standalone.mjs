// @ts-check
// Completes the standalone folder that next build leaves in <distDir>/standalone (server code and the node_modules
// it needs) with what Next leaves out: public/, the static assets, our server entry, the migrations and the backup
// script. Copy the folder to the host and run `node server.mjs` in it (see deploy/nexora.service).
import { cpSync, existsSync, rmSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const distName = process.env.NEXT_DIST_DIR ?? ".next";
const distDir = path.resolve(root, distName);
const target = path.join(distDir, "standalone");

if (!existsSync(path.join(target, "package.json"))) {
  console.error(`There is no standalone build in ${target}: run next build first (next.config.ts asks for one).`);
  process.exit(1);
}

/** @type {[from: string, to: string][]} */
const copies = [
  ["public", "public"],
  [path.join(distName, "static"), path.join(path.relative(root, distDir), "static")],
  ["lib/db/migrations", "lib/db/migrations"],
  ["scripts/server.mjs", "server.mjs"],
  ["scripts/server-guard.mjs", "server-guard.mjs"],
  ["scripts/page-cache.mjs", "page-cache.mjs"],
  ["scripts/paint-first.mjs", "paint-first.mjs"],
  ["scripts/backup.mjs", "backup.mjs"],
];
for (const [from, to] of copies) {
  const destination = path.join(target, to);
  rmSync(destination, { recursive: true, force: true });
  cpSync(path.resolve(root, from), destination, { recursive: true });
}
const relative = path.relative(process.cwd(), target) || ".";
console.log(
  `Standalone server ready in ${relative}: run \`node server.mjs\` there` +
    (distName === ".next" ? "." : ` with NEXT_DIST_DIR=${distName}.`),
);
