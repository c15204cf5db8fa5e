// GET /api/health: whether the server can reach its (migrated) database, and if not, why.
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { describeError } from "@/lib/db/errors";
import { findDatabaseBusy } from "@/lib/db/folder-lock";
import { users } from "@/lib/db/schema";
import { json } from "@/lib/http/responses";
import { startPending } from "@/lib/server/boot";

export const dynamic = "force-dynamic";

export async function GET(): Promise<Response> {
  try {
    const db = await getDb();
    // Reading a real table also proves the migrations ran.
    await db.execute(sql`select 1 from ${users} limit 1`);
    // Not ready until the start is through: a sign-in code asked for sooner could go to no one.
    if (startPending()) return json({ status: "starting", db: "ok" }, { status: 503 });
    return json({ status: "ok", db: "ok" });
  } catch (error) {
    // Another process holds the embedded database: the boot log has said so already, and health checks poll often.
    const busy = findDatabaseBusy(error);
    if (busy) return json({ status: "error", db: "busy", error: busy.serverMessage }, { status: 503 });
    console.error(`[api/health] database unavailable: ${describeError(error)}`);
    return json({ status: "error", db: "unavailable" }, { status: 503 });
  }
}
