// The resolution-clock migration on data written before it: a request waiting on the client has had its clock
// standing since it last went to that status (its activity says when; its last update when nothing does), a
// resolved or closed one since its resolution, and an open one's clock runs from its creation.
import { rmSync } from "node:fs";
import { sql, type SQL } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { migrate } from "@/lib/db/migrate";
import { migrationsBefore, openTestDatabase, rowsOf, utcText as utc, variants } from "../support/db";

describe.each(variants)("the resolution-clock migration on $name", (variant) => {
  it.skipIf(!variant.available)(
    "stops the clock of every request not open or in progress, at the time it stopped",
    async () => {
      const folder = migrationsBefore("0017_resolution_clock");
      const { handle, dispose } = await openTestDatabase(variant.kind, folder);
      const rows = (query: SQL) => rowsOf(handle.db, query);
      try {
        const db = handle.db;
        await db.execute(sql`insert into organisations (name, kind) values ('Acme Ltd', 'client')`);
        await db.execute(sql`insert into requests (organisation_id, title, body, status, resolved_at, created_at,
            updated_at)
          select id, t.title, 'The weekly report', t.status::request_status, t.resolved::timestamptz,
            '2026-03-02T06:00:00Z', t.updated::timestamptz
          from organisations, (values
            ('open', 'open', null, '2026-03-09T06:00:00Z'),
            ('waiting, recorded', 'waiting_on_client', null, '2026-03-09T06:00:00Z'),
            ('waiting, unrecorded', 'waiting_on_client', null, '2026-03-05T06:00:00Z'),
            ('resolved', 'resolved', '2026-03-04T06:00:00Z', '2026-03-06T06:00:00Z'),
            ('closed without a time', 'closed', null, '2026-03-07T06:00:00Z')
          ) t(title, status, resolved, updated)`);
        // Waiting, open again, then waiting once more: the clock stood from the last of them.
        const status = (from: string, to: string, at: string) =>
          db.execute(sql`insert into activity (resource_type, resource_id, action, change, at)
            select 'request', id, 'updated', ${JSON.stringify({ status: { from, to } })}::jsonb, ${at}::timestamptz
            from requests where title = 'waiting, recorded'`);
        await status("open", "waiting_on_client", "2026-03-03T06:00:00Z");
        await status("waiting_on_client", "open", "2026-03-04T06:00:00Z");
        await status("open", "waiting_on_client", "2026-03-05T08:00:00Z");
        await db.execute(sql`insert into activity (resource_type, resource_id, action, change, at)
          select 'request', id, 'replied', '{}'::jsonb, '2026-03-09T06:00:00Z' from requests
          where title = 'waiting, recorded'`);

        await migrate(handle);

        expect(
          await rows(sql`select title, ${utc(sql`resolution_clock_stopped_at`)} as stopped,
            resolution_clock_start as start from requests order by title`),
        ).toEqual([
          { title: "closed without a time", stopped: "2026-03-07 06:00", start: null },
          { title: "open", stopped: null, start: null },
          { title: "resolved", stopped: "2026-03-04 06:00", start: null },
          { title: "waiting, recorded", stopped: "2026-03-05 08:00", start: null },
          { title: "waiting, unrecorded", stopped: "2026-03-05 06:00", start: null },
        ]);
      } finally {
        await dispose();
        rmSync(folder, { recursive: true, force: true });
      }
    },
    60_000,
  );
});
