// scripts/backup.mjs: back up a data folder, wipe it, restore it, and find the rows again; never while it is in use.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openDatabase } from "@/lib/db/client";
import { migrate } from "@/lib/db/migrate";
import { enquiries } from "@/lib/db/schema";
import { pgliteFolder, storedEnquiryIds } from "../support/data-folder";
import { freshDataDir, root } from "../support/server";

function run(dataDir: string, ...args: string[]) {
  const env = { ...process.env, DATA_DIR: dataDir };
  const result = spawnSync(process.execPath, ["scripts/backup.mjs", ...args], { cwd: root, env, encoding: "utf8" });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

describe("backup and restore of the embedded data folder", () => {
  it("restores a wiped folder with its rows and session secret, refusing while the folder is in use", async () => {
    const dataDir = freshDataDir("backup");
    const archive = path.join(freshDataDir("archive"), "nexora.tar.gz");
    const handle = await openDatabase({ kind: "pglite", dir: pgliteFolder(dataDir) });
    await migrate(handle);
    const [row] = await handle.db
      .insert(enquiries)
      .values({
        fullName: "Backup Test",
        email: "backup@example.com",
        subject: "general-inquiry",
        message: "Kept across a restore.",
        idempotencyKey: "backup-1",
      })
      .returning({ id: enquiries.id });
    writeFileSync(path.join(dataDir, "session-secret"), "s".repeat(48));

    // This test process holds the folder, as a running server would.
    const busy = run(dataDir, "backup", archive);
    expect(busy.code).toBe(1);
    expect(busy.output).toContain(`is in use by another process (pid ${process.pid})`);
    expect(existsSync(archive)).toBe(false);
    await handle.close();

    const saved = run(dataDir, "backup", archive);
    expect(saved.code, saved.output).toBe(0);
    rmSync(dataDir, { recursive: true, force: true });

    const restored = run(dataDir, "restore", archive);
    expect(restored.code, restored.output).toBe(0);
    expect(restored.output).toContain("0 users, 1 enquiries");
    expect(await storedEnquiryIds(dataDir)).toEqual(new Set([row?.id]));
    expect(readFileSync(path.join(dataDir, "session-secret"), "utf8")).toBe("s".repeat(48));
    expect(existsSync(`${pgliteFolder(dataDir)}.lock`)).toBe(false);

    // A folder with data in it is only replaced when asked, and then kept aside.
    const again = run(dataDir, "restore", archive);
    expect(again.code).toBe(1);
    expect(again.output).toContain("is not empty: pass --replace");
    const replaced = run(dataDir, "restore", archive, "--replace");
    expect(replaced.code, replaced.output).toBe(0);
    const parent = path.dirname(dataDir);
    expect(readdirSync(parent).some((name) => name.startsWith(`${path.basename(dataDir)}.before-restore-`))).toBe(true);
    expect(await storedEnquiryIds(dataDir)).toEqual(new Set([row?.id]));
  });

  it("refuses an archive that is not a data folder, and a folder with no embedded database", () => {
    const dataDir = freshDataDir("backup");
    expect(run(dataDir, "backup", path.join(dataDir, "x.tar.gz")).output).toContain("holds no embedded database");
    const bogus = path.join(freshDataDir("archive"), "bogus.tar.gz");
    spawnSync("tar", ["-czf", bogus, "-C", root, "package.json"]);
    const empty = freshDataDir("backup");
    const result = run(empty, "restore", bogus);
    expect(result.code).toBe(1);
    expect(result.output).toContain("is not a backup of a data folder");
    expect(readdirSync(empty)).toEqual([]);
  });
});
