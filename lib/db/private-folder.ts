// The data folder is its owner's alone, as PostgreSQL keeps its own: folders 0700, files 0600.
import { chmodSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";

/** Creates `dir` and any missing parents as 0700; an existing folder keeps its mode (it may be a mount point). */
export function makePrivateFolder(dir: string): void {
  mkdirSync(/* turbopackIgnore: true */ dir, { recursive: true, mode: 0o700 });
}

/**
 * Sets `dir` and every folder below it to 0700 and every file to 0600. PGlite writes the files of a new database
 * 0666 whatever the umask, and the few PostgreSQL writes later with the umask's mode; this runs on open and on close.
 */
export function restrictFolder(dir: string): void {
  chmodSync(/* turbopackIgnore: true */ dir, 0o700);
  for (const entry of readdirSync(/* turbopackIgnore: true */ dir, { withFileTypes: true, recursive: true })) {
    const file = path.join(/* turbopackIgnore: true */ entry.parentPath, entry.name);
    if (entry.isDirectory()) chmodSync(file, 0o700);
    else if (entry.isFile()) chmodSync(file, 0o600);
  }
}
