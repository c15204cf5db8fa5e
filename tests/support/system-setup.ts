// Global setup of the system tests: one temporary folder for every data folder and copy they make, removed at the end.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export default function setup(): () => void {
  const folder = mkdtempSync(path.join(tmpdir(), "nexora-system-"));
  process.env.NEXORA_SYSTEM_TMP = folder;
  return () => rmSync(folder, { recursive: true, force: true });
}
