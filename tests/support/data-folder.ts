// Looks into a server's embedded database folder after the server has stopped (PGlite opens it for one process only).
import { existsSync } from "node:fs";
import path from "node:path";
import { openDatabase } from "@/lib/db/client";
import { enquiries } from "@/lib/db/schema";

export const pgliteFolder = (dataDir: string) => path.join(dataDir, "pglite");

/** Whether the folder's lock file is still there (a server that stopped cleanly removes it). */
export const lockLeft = (dataDir: string) => existsSync(`${pgliteFolder(dataDir)}.lock`);

/** Opens the folder as the next server would, and returns the ids of the stored enquiries. */
export async function storedEnquiryIds(dataDir: string): Promise<Set<string>> {
  const handle = await openDatabase({ kind: "pglite", dir: pgliteFolder(dataDir) });
  try {
    const rows = await handle.db.select({ id: enquiries.id }).from(enquiries);
    return new Set(rows.map((row) => row.id));
  } finally {
    await handle.close();
  }
}
