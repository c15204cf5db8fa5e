import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * V8's explicit compile hint (https://v8.dev/blog/explicit-compile-hints): with this comment at the top of a script,
 * Chrome compiles every function in it while the script streams in, on a background thread. Without it, each module
 * factory of a bundle is compiled lazily on the main thread the moment the page starts, inside one long task.
 */
export const compileHint = "//# allFunctionsCalledOnLoad\n";

/**
 * Marks the scripts every page runs at start-up (React, Next's router and the bundler's runtime: the build manifest's
 * `rootMainFiles`) with the compile hint. Page-specific and lazily loaded chunks are left alone, so code a page may
 * never run is not compiled ahead. Idempotent; returns the files it changed, relative to `distDir`.
 */
export async function addCompileHints(distDir: string): Promise<string[]> {
  const manifestPath = path.join(distDir, "build-manifest.json");
  const manifest = JSON.parse(await readFile(manifestPath, "utf8")) as { rootMainFiles?: unknown };
  const files = manifest.rootMainFiles;
  if (!Array.isArray(files) || files.length === 0 || !files.every((f): f is string => typeof f === "string")) {
    throw new Error(`${manifestPath} lists no rootMainFiles: has Next's build manifest changed?`);
  }
  const changed: string[] = [];
  for (const file of files) {
    if (!file.endsWith(".js")) continue;
    const filePath = path.join(distDir, file);
    const source = await readFile(filePath, "utf8");
    if (source.startsWith(compileHint)) continue;
    await writeFile(filePath, compileHint + source);
    changed.push(file);
  }
  return changed;
}
