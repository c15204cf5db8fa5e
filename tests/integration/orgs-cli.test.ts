// The organisations CLI on both databases: list and add, its refusals and exit codes, and the embedded-database lock.
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { organisations, users } from "@/lib/db/schema";
import { main, usage } from "@/scripts/orgs";
import { inProcess, listWhileHeld, runScript, tempFolderPerSuite } from "../support/cli";
import { describeEachDatabase } from "../support/db";
import { useTestEnv } from "../support/env";

beforeAll(() => useTestEnv({ SMTP_URL: undefined, DATABASE_URL: undefined }));

const cli = inProcess(main);

describeEachDatabase("orgs CLI", (database) => {
  it("adds client and vendor organisations and lists them by name with their member counts", async () => {
    expect(await cli("list")).toEqual({
      code: 0,
      out: 'No organisations yet. Add one with: npm run orgs -- add "Acme Ltd" client',
      err: "",
    });
    expect(await cli("add", "  Sahyadri Agro Foods ", "client")).toEqual({
      code: 0,
      out: "Added the client organisation Sahyadri Agro Foods.",
      err: "",
    });
    expect((await cli("add", "Acme Ltd", "vendor")).out).toBe("Added the vendor organisation Acme Ltd.");
    const [acme] = await database().db.select().from(organisations).where(eq(organisations.kind, "vendor"));
    await database()
      .db.insert(users)
      .values({ email: "v@acme.example", name: "V", role: "vendor", organisationId: acme!.id });
    const listed = await cli("list");
    expect(listed.code).toBe(0);
    expect(listed.out).toMatch(/^NAME\s+KIND\s+MEMBERS\nAcme Ltd\s+vendor\s+1\nSahyadri Agro Foods\s+client\s+0$/);
  });

  it("refuses a duplicate in other capitals, an unknown kind and a bad name with exit code 1 and a sentence", async () => {
    await cli("add", "Acme Ltd", "client");
    expect(await cli("add", "ACME LTD", "client")).toEqual({
      code: 1,
      out: "",
      err: 'An organisation called "ACME LTD" already exists.',
    });
    expect(await cli("add", "Globex", "partner")).toEqual({
      code: 1,
      out: "",
      err: '"partner" is not a kind of organisation: use client or vendor.',
    });
    expect(await cli("add", "Evil\u202eCorp", "client")).toEqual({
      code: 1,
      out: "",
      err: "The organisation name contains characters we cannot accept.",
    });
    expect((await cli("add", "x".repeat(121), "client")).err).toBe(
      "An organisation name must be at most 120 characters.",
    );
    expect((await database().db.select().from(organisations)).map((o) => o.name)).toEqual(["Acme Ltd"]);
  });

  it("lists stored names with control characters spelled out", async () => {
    await database().db.insert(organisations).values({ name: "Evil\u001b[2J\u202eCorp", kind: "client" });
    const listed = await cli("list");
    expect(listed.out).toContain("Evil\\u{1b}[2J\\u{202e}Corp");
    expect(listed.out).not.toMatch(/[\u001b\u202e]/);
  });

  it("answers wrong usage with exit code 2 and the usage text", async () => {
    expect(await cli()).toMatchObject({ code: 2, out: usage });
    expect(await cli("remove", "Acme")).toMatchObject({
      code: 2,
      err: expect.stringContaining('Unknown command "remove".'),
    });
    expect(await cli("add", "Acme Ltd")).toMatchObject({
      code: 2,
      err: expect.stringContaining('"add" takes 2 arguments.'),
    });
    expect(await cli("list", "--all")).toMatchObject({
      code: 2,
      err: expect.stringContaining("Unknown option --all."),
    });
  });
});

describe("orgs CLI as a separate process", () => {
  const folder = tempFolderPerSuite("nexora-orgs-");

  it("refuses while another process holds the embedded database, then adds and lists", async () => {
    const dataDir = path.join(folder(), "data");
    const refused = await listWhileHeld("scripts/orgs.ts", dataDir);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`The embedded database in ${dataDir} is in use by another process`);
    const added = await runScript("scripts/orgs.ts", ["add", "Acme Ltd", "client"], { DATA_DIR: dataDir });
    expect(added).toMatchObject({ code: 0, stdout: "Added the client organisation Acme Ltd.\n" });
    const user = await runScript("scripts/users.ts", ["add", "anita@acme.example", "client", "--org", "Acme Ltd"], {
      DATA_DIR: dataDir,
    });
    expect(user).toMatchObject({
      code: 0,
      stdout:
        "Added anita@acme.example as client (Anita), in Acme Ltd. Their welcome mail goes out through the server's outbox.\n",
    });
    const listed = await runScript("scripts/orgs.ts", ["list"], { DATA_DIR: dataDir });
    expect(listed.stdout).toMatch(/Acme Ltd\s+client\s+1\n/);
  }, 90_000);
});
