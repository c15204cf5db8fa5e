// @ts-check
// Backs up and restores the embedded DATA_DIR (database, session secret, console outbox) as one .tar.gz.
//   node scripts/backup.mjs backup <file.tar.gz>              (npm run backup -- <file>)
//   node scripts/backup.mjs restore <file.tar.gz> [--replace]  (npm run restore -- <file>)
// PGlite's folder may be open in one process only: both refuse while a server holds it (stop it first; the server
// closes the database cleanly on SIGTERM) and hold the folder's lock themselves meanwhile, in the format of
// lib/db/folder-lock.ts. On PostgreSQL (DATABASE_URL) use pg_dump and pg_restore instead (README, Deployment).
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from "node:fs";
import { unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";

const usage = "Usage: node scripts/backup.mjs backup <file.tar.gz> | restore <file.tar.gz> [--replace]";
const dataDir = path.resolve(process.env.DATA_DIR || "data");
const lockFile = path.join(dataDir, "pglite.lock");
const staging = path.join(dataDir, `.restoring-${process.pid}`);

class Refusal extends Error {}

/** A failed system call's code ("EEXIST", "EXDEV"), if `error` is one. */
const codeOf = (/** @type {unknown} */ error) => /** @type {NodeJS.ErrnoException} */ (error).code;

/** @param {number} pid */
function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return codeOf(error) === "EPERM";
  }
}

/** Takes the folder's lock (a stale one, whose process is gone, is taken over); returns the release function. */
function lockFolder() {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: "wx", mode: 0o600 });
      const release = () => {
        if (existsSync(lockFile) && readFileSync(lockFile, "utf8").trim() === String(process.pid)) unlinkSync(lockFile);
      };
      process.on("exit", release);
      return release;
    } catch (error) {
      if (codeOf(error) !== "EEXIST") throw error;
      const pid = Number.parseInt(readFileSync(lockFile, "utf8"), 10);
      if (pid > 0 && isAlive(pid)) {
        throw new Refusal(
          `The embedded database in ${dataDir} is in use by another process (pid ${pid}), probably the running server. ` +
            "Stop it first (systemctl stop nexora, or Ctrl-C), then run this again.",
        );
      }
      unlinkSync(lockFile);
    }
  }
  throw new Refusal(`Could not take the lock file ${lockFile}; delete it if no other process uses the database.`);
}

/** @param {string} file */
function backup(file) {
  if (!existsSync(path.join(dataDir, "pglite", "PG_VERSION"))) {
    throw new Refusal(`${dataDir} holds no embedded database. With DATABASE_URL, back up PostgreSQL with pg_dump.`);
  }
  const release = lockFolder();
  try {
    const partial = `${file}.partial`;
    execFileSync("tar", ["-czf", partial, "-C", dataDir, "--exclude=./pglite.lock", "--exclude=./.restoring-*", "."]);
    renameSync(partial, file);
  } finally {
    release();
  }
  console.log(`Backed up ${dataDir} to ${file} (${(statSync(file).size / 1_048_576).toFixed(1)} MB).`);
}

/**
 * Opens the restored database once, so a damaged archive is refused before anything is replaced.
 * @param {string} folder
 */
async function check(folder) {
  const { PGlite } = await import("@electric-sql/pglite");
  const db = await PGlite.create(folder);
  try {
    const count = async (/** @type {string} */ table) =>
      (await db.query(`select count(*)::int as n from ${table}`)).rows[0].n;
    return `${await count("users")} users, ${await count("enquiries")} enquiries`;
  } finally {
    await db.close();
  }
}

/**
 * @param {string} from
 * @param {string} to
 */
function move(from, to) {
  try {
    renameSync(from, to);
  } catch (error) {
    if (codeOf(error) !== "EXDEV") throw error;
    cpSync(from, to, { recursive: true });
    rmSync(from, { recursive: true, force: true });
  }
}

/**
 * @param {string} file
 * @param {boolean} replace
 */
async function restore(file, replace) {
  if (!existsSync(file)) throw new Refusal(`${file} does not exist.`);
  const release = lockFolder();
  try {
    const current = readdirSync(dataDir).filter((name) => name !== "pglite.lock");
    if (current.length > 0 && !replace) {
      throw new Refusal(`${dataDir} is not empty: pass --replace to move what is there aside first.`);
    }
    mkdirSync(staging, { mode: 0o700 });
    execFileSync("tar", ["-xzf", file, "-C", staging]);
    if (!existsSync(path.join(staging, "pglite", "PG_VERSION"))) {
      throw new Refusal(`${file} is not a backup of a data folder.`);
    }
    const found = await check(path.join(staging, "pglite"));
    if (current.length > 0) {
      const aside = `${dataDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`;
      mkdirSync(aside, { mode: 0o700 });
      for (const name of current) move(path.join(dataDir, name), path.join(aside, name));
      console.log(`Moved what was in ${dataDir} to ${aside}.`);
    }
    for (const name of readdirSync(staging)) renameSync(path.join(staging, name), path.join(dataDir, name));
    console.log(`Restored ${file} into ${dataDir}: ${found}.`);
  } finally {
    rmSync(staging, { recursive: true, force: true });
    release();
  }
}

const [command, file, ...flags] = process.argv.slice(2);
try {
  if (command === "backup" && file) backup(path.resolve(file));
  else if (command === "restore" && file) await restore(path.resolve(file), flags.includes("--replace"));
  else throw new Refusal(usage);
} catch (error) {
  console.error(error instanceof Refusal ? error.message : `Failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
}
