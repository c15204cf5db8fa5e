// The daily-tool migration on data written before it: who spoke last and the first staff reply come from the
// conversation (a note counts for neither), progress becomes the share of milestones done, and the new search terms
// find older requests and replies.
import { rmSync } from "node:fs";
import { sql, type SQL } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { migrate } from "@/lib/db/migrate";
import { migrationsBefore, openTestDatabase, rowsOf, utcText as utc, variants } from "../support/db";

describe.each(variants)("the daily-tool migration on $name", (variant) => {
  it.skipIf(!variant.available)(
    "fills who spoke last, the first staff reply and progress from what was there, and indexes older words",
    async () => {
      const folder = migrationsBefore("0009_daily_tool");
      const { handle, dispose } = await openTestDatabase(variant.kind, folder);
      const rows = (query: SQL) => rowsOf(handle.db, query);
      try {
        const db = handle.db;
        await db.execute(sql`insert into organisations (name, kind) values ('Acme Ltd', 'client')`);
        await db.execute(sql`insert into users (email, name, role, organisation_id) values
          ('client@acme.example', 'Client', 'client', (select id from organisations)),
          ('staff@nexora.example', 'Staff', 'employee', null)`);
        const person = (email: string) => sql`(select id from users where email = ${email})`;
        await db.execute(sql`insert into requests (organisation_id, title, body, created_by_id, created_at, updated_at)
          select id, t.title, 'The weekly report', ${person("client@acme.example")}, t.at::timestamptz, t.at::timestamptz
          from organisations, (values ('answered', '2026-03-02T06:00:00Z'), ('quiet', '2026-03-03T06:00:00Z')) t(title, at)`);
        const message = (author: string, body: string, internal: boolean, at: string) =>
          db.execute(sql`insert into request_messages (request_id, author_id, body, internal, created_at)
            select id, ${person(author)}, ${body}, ${internal}, ${at}::timestamptz from requests where title = 'answered'`);
        await message("staff@nexora.example", "Checking the invoices", true, "2026-03-02T07:00:00Z");
        await message("staff@nexora.example", "Fixed the spreadsheets", false, "2026-03-02T08:00:00Z");
        await message("client@acme.example", "Thank you", false, "2026-03-02T09:00:00Z");
        await message("staff@nexora.example", "Closing note", true, "2026-03-02T10:00:00Z");
        await db.execute(sql`insert into projects (organisation_id, name, progress)
          select id, p.name, 75 from organisations, (values ('with milestones'), ('without')) p(name)`);
        await db.execute(sql`insert into milestones (project_id, title, done)
          select id, m.title, m.done from projects, (values ('a', true), ('b', true), ('c', false)) m(title, done)
          where name = 'with milestones'`);

        await migrate(handle);

        expect(
          await rows(sql`select r.title, u.email as last_by, ${utc(sql`r.last_message_at`)} as last_message_at,
            ${utc(sql`r.first_responded_at`)} as first_responded_at
            from requests r left join users u on u.id = r.last_message_by_id order by r.title`),
        ).toEqual([
          {
            title: "answered",
            last_by: "client@acme.example",
            last_message_at: "2026-03-02 09:00",
            first_responded_at: "2026-03-02 08:00",
          },
          {
            title: "quiet",
            last_by: "client@acme.example",
            last_message_at: "2026-03-03 06:00",
            first_responded_at: null,
          },
        ]);
        expect(await rows(sql`select name, progress, progress_manual from projects order by name`)).toEqual([
          { name: "with milestones", progress: 67, progress_manual: false },
          { name: "without", progress: 75, progress_manual: false },
        ]);
        const words = await rows(sql`select r.title from requests r
          where r.search @@ websearch_to_tsquery('english', 'reports')
            and exists (select 1 from request_messages m where m.request_id = r.id
              and m.search @@ websearch_to_tsquery('english', 'spreadsheet'))`);
        expect(words).toEqual([{ title: "answered" }]);
      } finally {
        await dispose();
        rmSync(folder, { recursive: true, force: true });
      }
    },
    60_000,
  );
});
