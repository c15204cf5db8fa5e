// Migration 0010 on data written before it: each request gets the words of its replies and notes, the trigger keeps
// them as messages come and go, the queue's indexes exist, and the requests table stores long words out of line.
import { rmSync } from "node:fs";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { migrate } from "@/lib/db/migrate";
import { rowsOf } from "@/lib/db/rows";
import { migrationsBefore, openTestDatabase, variants } from "../support/db";

type Row = Record<string, unknown>;
const matches = (columns: string, words: string) =>
  sql.raw(`(${columns}) @@ websearch_to_tsquery('english', '${words}')`);

describe.each(variants)("the queue-at-scale migration on $name", (variant) => {
  it.skipIf(!variant.available)(
    "fills replies and notes words from the conversation, keeps them with each message, and adds the indexes",
    async () => {
      const folder = migrationsBefore("0010_queue_at_scale");
      const { handle, dispose } = await openTestDatabase(variant.kind, folder);
      const rows = async (query: ReturnType<typeof sql>) => rowsOf<Row>(await handle.db.execute(query));
      try {
        const db = handle.db;
        await db.execute(sql`insert into organisations (name, kind) values ('Acme Ltd', 'client')`);
        await db.execute(sql`insert into users (email, name, role, organisation_id) values
          ('client@acme.example', 'Client', 'client', (select id from organisations)),
          ('staff@nexora.example', 'Staff', 'employee', null)`);
        await db.execute(sql`insert into requests (organisation_id, title, body)
          select id, t.title, 'The weekly report' from organisations, (values ('talked'), ('quiet')) t(title)`);
        const message = (title: string, body: string, internal: boolean) =>
          db.execute(sql`insert into request_messages (request_id, body, internal)
            select id, ${body}, ${internal} from requests where title = ${title}`);
        await message("talked", "The spreadsheets are fixed", false);
        await message("talked", "Check the gateway logs", true);

        await migrate(handle);

        const found = (columns: string, words: string) =>
          rows(sql`select title from requests where ${matches(columns, words)} order by title`);
        const staffWords = "search || replies_search || notes_search";
        const clientWords = "search || replies_search";
        expect(await found(clientWords, "spreadsheet")).toEqual([{ title: "talked" }]);
        expect(await found(clientWords, "gateway")).toEqual([]);
        expect(await found(staffWords, "gateway")).toEqual([{ title: "talked" }]);
        expect(await found(clientWords, "weekly")).toEqual([{ title: "quiet" }, { title: "talked" }]);

        // After the migration the trigger keeps the words: a new reply and a new note are found at once.
        await message("quiet", "Mandi prices uploaded", false);
        await message("quiet", "Escalate to the vendor", true);
        expect(await found(clientWords, "mandi")).toEqual([{ title: "quiet" }]);
        expect(await found(clientWords, "escalate")).toEqual([]);
        expect(await found(staffWords, "escalate")).toEqual([{ title: "quiet" }]);
        // A removed message takes its words with it.
        await db.execute(sql`delete from request_messages where body = 'Escalate to the vendor'`);
        expect(await found(staffWords, "escalate")).toEqual([]);
        expect(await found(clientWords, "mandi")).toEqual([{ title: "quiet" }]);

        const indexes = (await rows(sql`select indexname from pg_indexes where tablename = 'requests'`)).map(
          (r) => r.indexname,
        );
        expect(indexes).toEqual(
          expect.arrayContaining([
            "requests_staff_words_idx",
            "requests_client_words_idx",
            "requests_priority_idx",
            "requests_created_idx",
            "requests_due_idx",
            "requests_open_age_idx",
            "requests_assignee_resolved_idx",
          ]),
        );
        expect(
          await rows(sql`select indexname from pg_indexes where indexname = 'request_messages_search_idx'`),
        ).toEqual([]);
        const [options] = await rows(sql`select reloptions from pg_class where relname = 'requests'`);
        expect(String(options?.reloptions)).toContain("toast_tuple_target=256");
      } finally {
        await dispose();
        rmSync(folder, { recursive: true, force: true });
      }
    },
    60_000,
  );
});
