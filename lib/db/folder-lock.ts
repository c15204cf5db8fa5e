// One process per embedded database folder: a lock file holding the owner's pid, taken over when that process is gone.
import { readFileSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";

export class DatabaseBusyError extends Error {
  override name = "DatabaseBusyError";
  constructor(
    readonly folder: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${folder} is in use by another process (pid ${pid}), probably the running server. ` +
        "Stop the server, or manage users from the admin Users view.",
    );
  }

  /** What a second server on the same folder says in its log and /api/health. */
  get serverMessage(): string {
    return (
      `The embedded database in ${this.folder} is in use by another process (pid ${this.pid}): this server serves ` +
      "its static pages and answers 503 on the API until that process stops, then takes the database over."
    );
  }
}

/** The DatabaseBusyError in an error's cause chain, by name: each Next bundle has its own copy of this class. */
export function findDatabaseBusy(error: unknown): DatabaseBusyError | undefined {
  let current = error;
  for (let depth = 0; current && depth < 8; depth += 1) {
    const named = (current as Error).name === "DatabaseBusyError";
    if (named && "serverMessage" in (current as object)) return current as DatabaseBusyError;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readPid(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(/* turbopackIgnore: true */ file, "utf8").trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** "./data" for a folder under the working directory, else the absolute path. */
function display(dir: string): string {
  const relative = path.relative(process.cwd(), dir);
  if (!relative) return ".";
  return relative.startsWith("..") || path.isAbsolute(relative) ? dir : `./${relative}`;
}

/** Writes `<folder>.lock`; throws DatabaseBusyError while a live process holds it. Returns the release function. */
export function acquireFolderLock(folder: string): () => void {
  const file = `${folder}.lock`;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      writeFileSync(file, String(process.pid), { flag: "wx", mode: 0o600 });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const pid = readPid(file);
      if (pid === process.pid) break;
      if (pid !== undefined && isAlive(pid)) throw new DatabaseBusyError(display(path.dirname(folder)), pid);
      // Stale (its process is gone) or half-written: take it over.
      unlinkSync(file);
    }
  }
  if (readPid(file) !== process.pid)
    throw new Error(`Could not take the lock file ${file}; delete it if no other process uses the database.`);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off("exit", release);
    if (readPid(file) === process.pid) unlinkSync(file);
  };
  process.on("exit", release);
  return release;
}
