// Runs the server's boot as instrumentation.ts would, then exits (used by the boot tests in a child process).
import { boot } from "../../lib/server/boot";
import { closeDatabase } from "../../lib/db/client";

await boot();
console.log("boot finished");
await closeDatabase().catch(() => {});
process.exit(0);
