// The migration that moves workspace events out of the sign-in log: each detail sentence, as the old code wrote it,
// becomes an activity row with its resource, action, actor and change; sign-in events and unreadable ones stay.
import { rmSync } from "node:fs";
import { asc } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { historyOf } from "@/lib/activity/history";
import { migrate } from "@/lib/db/migrate";
import * as t from "@/lib/db/schema";
import { migrationsBefore, openTestDatabase, variants } from "../support/db";
import { at, oldWorld } from "../support/old-workspace-events";

describe.each(variants)("moving workspace events to the activity record on $name", (variant) => {
  it.skipIf(!variant.available)(
    "each old event becomes an activity row; sign-in events stay",
    async () => {
      const folder = migrationsBefore("0006_activity_order");
      const { handle, dispose } = await openTestDatabase(variant.kind, folder);
      try {
        const db = handle.db;
        const old = await oldWorld(db);
        await migrate(handle);

        const left = await db.select().from(t.authEvents).orderBy(asc(t.authEvents.at));
        expect(left.map((e) => e.event)).toEqual(old.cases.filter(([, moved]) => !moved).map(([e]) => e.event));
        const rows = await db.select().from(t.activity).orderBy(asc(t.activity.seq));
        const goneId = rows.find((row) => (row.change as { email?: string }).email === "gone@acme.example")?.resourceId;
        expect(goneId).toMatch(/^[0-9a-f-]{36}$/);
        expect(
          rows.map((row) => ({
            type: row.resourceType,
            id: row.resourceId === goneId ? "gone" : row.resourceId,
            action: row.action,
            by: row.actorName,
            org: row.organisationId,
            change: row.change,
          })),
        ).toEqual(old.cases.flatMap(([, moved]) => (moved ? [moved] : [])));
        expect(rows.map((row) => row.at)).toEqual(old.cases.flatMap(([, moved], i) => (moved ? [at(i + 1)] : [])));
        expect(rows.find((row) => row.actorName === "Asha Rao")?.actorRole).toBe("admin");

        // Read back as the client sees the request: no internal note, nobody's address.
        const seen = await historyOf(db, old.w.people.acmeClient, { type: "request", id: old.request.id });
        expect(seen.map((h) => h.action)).toEqual(["created", "updated", "updated", "replied"]);
        expect(seen[1]?.change.assignee).toEqual({ to: { name: "Ravi Kumar" } });
        const invoice = await historyOf(db, old.w.people.vendor, { type: "invoice", id: old.invoice.id });
        expect(invoice.map((h) => [h.action, h.actor?.name])).toEqual([
          ["submitted", "Vikram Sharma"],
          ["rejected", "Ravi Kumar"],
        ]);
      } finally {
        await dispose();
        rmSync(folder, { recursive: true, force: true });
      }
    },
    60_000,
  );
});
