// The request-numbers migration: requests that existed before it are numbered from 1001 in creation order, and the
// sequence continues after them.
import { rmSync } from "node:fs";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { migrate } from "@/lib/db/migrate";
import { migrationsBefore, openTestDatabase, variants } from "../support/db";

describe.each(variants)("numbering existing requests on $name", (variant) => {
  it.skipIf(!variant.available)(
    "older requests are numbered from 1001 in creation order, and new ones continue after them",
    async () => {
      const folder = migrationsBefore("0008_request_numbers");
      const { handle, dispose } = await openTestDatabase(variant.kind, folder);
      try {
        const db = handle.db;
        await db.execute(sql`insert into organisations (name, kind) values ('Acme Ltd', 'client')`);
        // Inserted out of order: the numbers follow created_at, not the order of insertion.
        for (const [title, createdAt] of [
          ["third", "2026-03-01T10:00:00Z"],
          ["first", "2026-01-01T10:00:00Z"],
          ["second", "2026-02-01T10:00:00Z"],
        ])
          await db.execute(
            sql`insert into requests (organisation_id, title, body, created_at, updated_at)
                select id, ${title}, 'old', ${createdAt}::timestamptz, ${createdAt}::timestamptz from organisations`,
          );
        await migrate(handle);
        await db.execute(
          sql`insert into requests (organisation_id, title, body) select id, 'new', 'after' from organisations`,
        );
        const result = (await db.execute(sql`select title, number from requests order by number`)) as unknown as {
          rows: { title: string; number: number }[];
        };
        expect(result.rows).toEqual([
          { title: "first", number: 1001 },
          { title: "second", number: 1002 },
          { title: "third", number: 1003 },
          { title: "new", number: 1004 },
        ]);
        await expect(db.execute(sql`update requests set number = 1001 where title = 'new'`)).rejects.toThrow();
      } finally {
        await dispose();
        rmSync(folder, { recursive: true, force: true });
      }
    },
    60_000,
  );
});
