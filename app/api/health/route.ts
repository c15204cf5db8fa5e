// GET /api/health: whether the server can reach its (migrated) database, and if not, why.
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { describeError } from "@/lib/db/errors";
import { findDatabaseBusy } from "@/lib/db/folder-lock";
import { users } from "@/lib/db/schema";

export const dynamic = "force-dynamic";

export async function GET(): Promise<Response> {
  const headers = { "Cache-Control": "no-store" };
  try {
    const db = await getDb();
    // Reading a real table also proves the migrations ran.
    await db.execute(sql`select 1 from ${users} limit 1`);
    return Response.json({ status: "ok", db: "ok" }, { headers });
  } catch (error) {
    // Another process holds the embedded database: the boot log has said so already, and health checks poll often.
    const busy = findDatabaseBusy(error);
    if (busy)
      return Response.json({ status: "error", db: "busy", error: busy.serverMessage }, { status: 503, headers });
    console.error(`[api/health] database unavailable: ${describeError(error)}`);
    return Response.json({ status: "error", db: "unavailable" }, { status: 503, headers });
  }
}
