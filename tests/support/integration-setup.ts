// Each integration test file: a data folder of its own in the temporary folder, so nothing a test opens by default
// (the embedded database, the session secret) lands in the checkout's ./data or in another file's folder.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll } from "vitest";

const folder = mkdtempSync(path.join(tmpdir(), "nexora-integration-data-"));
process.env.DATA_DIR = folder;

afterAll(() => rmSync(folder, { recursive: true, force: true }));
