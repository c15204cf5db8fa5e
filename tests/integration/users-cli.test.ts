// The users CLI on both databases: add, list, role, remove, its refusals and exit codes, and the data folder's lock.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { findUserByEmail, listUsers } from "@/lib/auth/users";
import { organisations, users } from "@/lib/db/schema";
import { main, usage } from "@/scripts/users";
import { activityOf } from "../support/activity";
import { deadPid, inProcess, listWhileHeld, runScript, tempFolderPerSuite } from "../support/cli";
import { createPostgresDatabase, describeEachDatabase, testDatabaseUrl } from "../support/db";
import { useTestEnv } from "../support/env";

beforeAll(() => useTestEnv({ SMTP_URL: undefined, DATABASE_URL: undefined }));

const cli = inProcess(main);

describeEachDatabase("users CLI", (database) => {
  it("adds, lists, changes the role of and removes a user", async () => {
    const added = await cli("add", " Priya.Deshmukh@Nexora.example ", "admin", "--name", "Priya Deshmukh");
    expect(added).toEqual({
      code: 0,
      out: "Added priya.deshmukh@nexora.example as admin (Priya Deshmukh). Their welcome mail goes out through the server's outbox.",
      err: "",
    });
    expect((await cli("add", "rohan@nexora.example", "employee")).out).toBe(
      "Added rohan@nexora.example as employee (Rohan). Their welcome mail goes out through the server's outbox.",
    );
    const listed = await cli("list");
    expect(listed.code).toBe(0);
    expect(listed.out).toMatch(
      /^EMAIL\s+ROLE\s+STATUS\s+ORGANISATION\s+NAME\npriya\.deshmukh@nexora\.example\s+admin\s+active\s+-\s+Priya Deshmukh\nrohan@nexora\.example\s+employee\s+active\s+-\s+Rohan$/,
    );
    expect(await cli("role", "PRIYA.deshmukh@nexora.example", "client")).toMatchObject({ code: 0 });
    expect((await findUserByEmail(database().db, "priya.deshmukh@nexora.example"))?.role).toBe("client");
    expect(await cli("remove", "priya.deshmukh@nexora.example")).toMatchObject({
      code: 0,
      out: expect.stringMatching(/^Removed/),
    });
    expect(await findUserByEmail(database().db, "priya.deshmukh@nexora.example")).toBeUndefined();
  });

  it("refuses duplicates, unknown users and unknown roles with exit code 1 and a sentence", async () => {
    await cli("add", "meera@nexora.example", "client");
    expect(await cli("add", "meera@nexora.example", "vendor")).toEqual({
      code: 1,
      out: "",
      err: "meera@nexora.example is already a user.",
    });
    expect(await cli("remove", "nobody@nexora.example")).toEqual({
      code: 1,
      out: "",
      err: "nobody@nexora.example is not a user.",
    });
    expect((await cli("role", "meera@nexora.example", "owner")).err).toBe(
      '"owner" is not a role: use admin, employee, client or vendor.',
    );
    expect((await cli("add", "not-an-address", "client")).err).toBe('"not-an-address" is not a valid e-mail address.');
  });

  it("refuses control characters, bidi overrides and lone surrogates in arguments with one line and exit code 1", async () => {
    const cases: [string[], string][] = [
      [
        ["add", "a\u0000b@nexora.example", "client"],
        'The e-mail address "a\\u{0}b@nexora.example" contains characters we cannot accept.',
      ],
      [
        ["add", "evil\u202e@nexora.example", "client"],
        'The e-mail address "evil\\u{202e}@nexora.example" contains characters we cannot accept.',
      ],
      [
        ["add", "a@nexora.example", "client", "--name", "Evil\u001b[2J"],
        'The name "Evil\\u{1b}[2J" contains characters we cannot accept.',
      ],
      [
        ["add", "a@nexora.example", "client", "--name", "Bell\u0007"],
        'The name "Bell\\u{7}" contains characters we cannot accept.',
      ],
      [
        ["add", "a@nexora.example", "client\u001b[31m"],
        '"client\\u{1b}[31m" is not a role: use admin, employee, client or vendor.',
      ],
      [
        ["role", "a\ud800@nexora.example", "admin"],
        'The e-mail address "a\\u{d800}@nexora.example" contains characters we cannot accept.',
      ],
      [
        ["remove", "a\u0000@nexora.example"],
        'The e-mail address "a\\u{0}@nexora.example" contains characters we cannot accept.',
      ],
      [
        ["remove", "a\u001b]0;owned\u0007@nexora.example"],
        'The e-mail address "a\\u{1b}]0;owned\\u{7}@nexora.example" contains characters we cannot accept.',
      ],
    ];
    for (const [argv, message] of cases) expect(await cli(...argv)).toEqual({ code: 1, out: "", err: message });
    expect(await listUsers(database().db)).toEqual([]);
    const usageError = await cli("add\u001b[2J", "x");
    expect(usageError.code).toBe(2);
    expect(usageError.err).toContain('Unknown command "add\\u{1b}[2J".');
  });

  it("says in one line when the database refuses a value, without a stack trace", async () => {
    const db = database().db;
    // A rule only the database knows, as a newer constraint would be (SQLSTATE 23514).
    await db.execute(sql.raw("alter table users add constraint no_refused_names check (name <> 'Refused Name')"));
    try {
      const refused = await cli("add", "x@nexora.example", "client", "--name", "Refused Name");
      expect(refused).toMatchObject({ code: 1, out: "" });
      expect(refused.err).toMatch(/^The database refused a value: error 23514: [^\n]*no_refused_names"$/);
    } finally {
      await db.execute(sql.raw("alter table users drop constraint no_refused_names"));
    }
  });

  it("lists stored values with control and bidi characters spelled out, never raw", async () => {
    // Rows written before these rules (or by hand in SQL) may hold anything.
    await database()
      .db.insert(users)
      .values([
        { email: "esc@nexora.example", name: "Evil\u001b[2J\u001b]0;owned\u0007Name", role: "client" },
        { email: "rlo@nexora.example", name: "Invoice \u202egpj.exe and a\nnew line", role: "vendor" },
      ]);
    const listed = await cli("list");
    expect(listed.code).toBe(0);
    expect(listed.out).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
    expect(listed.out.split("\n")).toHaveLength(3);
    expect(listed.out).toContain("Evil\\u{1b}[2J\\u{1b}]0;owned\\u{7}Name");
    expect(listed.out).toContain("Invoice \\u{202e}gpj.exe and a\\u{a}new line");
  });

  it("add --org places a client in the organisation, creating it once, whatever the capitalisation", async () => {
    const db = database().db;
    expect(await cli("add", "anita@acme.example", "client", "--org", "Acme Ltd")).toEqual({
      code: 0,
      out: "Added anita@acme.example as client (Anita), in Acme Ltd. Their welcome mail goes out through the server's outbox.",
      err: "",
    });
    expect((await cli("add", "arjun@acme.example", "client", "--org=ACME LTD", "--name", "Arjun Mehta")).out).toBe(
      "Added arjun@acme.example as client (Arjun Mehta), in Acme Ltd. Their welcome mail goes out through the server's outbox.",
    );
    const rows = await db.select().from(organisations);
    expect(rows).toMatchObject([{ name: "Acme Ltd", kind: "client" }]);
    expect((await findUserByEmail(db, "arjun@acme.example"))?.organisationId).toBe(rows[0]?.id);
    // One organisation created, by the CLI (no actor); each user placed in it, on the record.
    expect(await activityOf(db, "organisation")).toMatchObject([{ id: rows[0]?.id, action: "created", actorId: null }]);
    const placed = { organisation: { from: null, to: { id: rows[0]?.id, name: "Acme Ltd" } } };
    expect((await activityOf(db, "user", "updated")).map((a) => a.change)).toEqual([placed, placed]);
    await cli("add", "vikram@sharma.example", "vendor", "--org", "Sharma Supplies");
    await cli("add", "ops@nexora.example", "admin");
    const listed = await cli("list");
    expect(listed.out).toMatch(/anita@acme\.example\s+client\s+active\s+Acme Ltd\s+Anita\n/);
    expect(listed.out).toMatch(/vikram@sharma\.example\s+vendor\s+active\s+Sharma Supplies\s+Vikram/);
    expect(listed.out).toMatch(/ops@nexora\.example\s+admin\s+active\s+-\s+Ops/);
  });

  it("add --org refuses a staff role, a vendor in a client organisation and a bad name, adding nobody", async () => {
    const db = database().db;
    await cli("add", "anita@acme.example", "client", "--org", "Acme Ltd");
    expect(await cli("add", "ops@nexora.example", "admin", "--org", "Acme Ltd")).toEqual({
      code: 1,
      out: "",
      err: "Staff (admins and employees) belong to no organisation: leave out --org.",
    });
    expect(await cli("add", "v@x.example", "vendor", "--org", "acme ltd")).toEqual({
      code: 1,
      out: "",
      err: '"Acme Ltd" is a client organisation, so a vendor user cannot join it.',
    });
    expect(await cli("add", "e@x.example", "client", "--org", "Evil\u001b[2J")).toEqual({
      code: 1,
      out: "",
      err: "The organisation name contains characters we cannot accept.",
    });
    expect((await cli("add", "o@x.example", "owner", "--org", "Acme Ltd")).err).toBe(
      '"owner" is not a role: use admin, employee, client or vendor.',
    );
    // A new role leaves the organisation: a vendor in a client's company would see nothing of either.
    expect(await cli("role", "anita@acme.example", "vendor")).toMatchObject({ code: 0 });
    expect((await findUserByEmail(db, "anita@acme.example"))?.organisationId).toBeNull();
    await cli("role", "anita@acme.example", "client");
    // A refused user leaves no new organisation behind (one transaction).
    expect((await cli("add", "bad address", "client", "--org", "Globex")).code).toBe(1);
    expect((await db.select().from(organisations)).map((o) => o.name)).toEqual(["Acme Ltd"]);
    expect((await listUsers(db)).map((u) => u.email)).toEqual(["anita@acme.example"]);
    expect(await cli("role", "anita@acme.example", "client", "--org", "X")).toMatchObject({ code: 2 });
    expect(await cli("add", "a@b.example", "client", "--org")).toMatchObject({
      code: 2,
      err: expect.stringContaining('--org needs a value, for example --org "Acme Ltd".'),
    });
  });

  it("answers wrong usage with exit code 2 and the usage text", async () => {
    expect(await cli()).toMatchObject({ code: 2, out: usage });
    expect(await cli("promote", "a@b.co")).toMatchObject({
      code: 2,
      err: expect.stringContaining('Unknown command "promote".'),
    });
    expect(await cli("add", "a@nexora.example")).toMatchObject({
      code: 2,
      err: expect.stringContaining('"add" takes 2 arguments.'),
    });
    expect(await cli("list", "--name", "X")).toMatchObject({ code: 2 });
  });
});

describe("users CLI as a separate process", () => {
  const folder = tempFolderPerSuite("nexora-cli-");
  // Four CLI processes, each starting the embedded database (about 4 s apiece): 17 to 30 s on a quiet two-core
  // machine, 45 to 60 s while the build runs beside the integration tests.

  it("refuses with a clear sentence while another process holds the embedded database, and takes over a stale lock", async () => {
    const dataDir = path.join(folder(), "data");
    const refused = await listWhileHeld("scripts/users.ts", dataDir);
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim()).toBe(
      `The embedded database in ${dataDir} is in use by another process (pid ${process.pid}), probably the running server. Stop the server, or manage users from the admin Users view.`,
    );
    writeFileSync(path.join(dataDir, "pglite.lock"), String(await deadPid()));
    const added = await runScript(
      "scripts/users.ts",
      ["add", "anika@nexora.example", "vendor", "--name", "Anika Rao"],
      { DATA_DIR: dataDir },
    );
    expect(added).toMatchObject({
      code: 0,
      stdout:
        "Added anika@nexora.example as vendor (Anika Rao). Their welcome mail goes out through the server's outbox.\n",
    });
    const listed = await runScript("scripts/users.ts", ["list"], { DATA_DIR: dataDir });
    expect(listed.stdout).toMatch(/anika@nexora\.example\s+vendor\s+active\s+-\s+Anika Rao/);
    const escaped = await runScript(
      "scripts/users.ts",
      ["add", "ops@nexora.example", "admin", "--name", "Ops\u001b[2J\u202e"],
      { DATA_DIR: dataDir },
    );
    expect(escaped).toEqual({
      code: 1,
      stdout: "",
      stderr: 'The name "Ops\\u{1b}[2J\\u{202e}" contains characters we cannot accept.\n',
    });
  }, 120_000);

  it.skipIf(!testDatabaseUrl)(
    "works on PostgreSQL from DATABASE_URL, migrating a fresh database first",
    async () => {
      const created = await createPostgresDatabase();
      try {
        const added = await runScript("scripts/users.ts", ["add", "ops@nexora.example", "admin"], {
          DATABASE_URL: created.url,
        });
        expect(added).toMatchObject({
          code: 0,
          stdout: "Added ops@nexora.example as admin (Ops). Their welcome mail goes out through the server's outbox.\n",
        });
        const listed = await runScript("scripts/users.ts", ["list"], { DATABASE_URL: created.url });
        expect(listed.stdout).toMatch(/ops@nexora\.example\s+admin\s+active\s+-\s+Ops/);
        const bad = await runScript("scripts/users.ts", ["role"], { DATABASE_URL: created.url });
        expect(bad.code).toBe(2);
      } finally {
        await created.drop();
      }
    },
    60_000,
  );
});
