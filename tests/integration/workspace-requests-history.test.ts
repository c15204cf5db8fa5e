// A request's history on GET /api/portal/requests/:id: every change with its old and new values, read from the
// activity record; a client never sees an internal note's entry or anyone's address, and a removed person's name stays.
import { expect, it } from "vitest";
import { removeUser } from "@/lib/auth/users";
import { describeEachDatabase } from "../support/db";
import { change, idOf, open, read, reply } from "../support/request-api";
import { loopbackSmtpPerFile } from "../support/smtp";
import { bodyOf, seedWorkspace, signIn, type Workspace } from "../support/workspace";

const smtp = loopbackSmtpPerFile();

type Entry = { action: string; actor: { name: string; role: string } | null; at: string; change: object };

describeEachDatabase("workspace request history", (database) => {
  let w: Workspace;
  const cookies: Record<string, string> = {};
  const as = async (key: keyof Workspace["people"]) => (cookies[key] ??= await signIn(smtp, w.people[key].email));
  const historyFor = async (key: keyof Workspace["people"], id: string) =>
    (await bodyOf(await read(await as(key), id))).history as Entry[];

  it("each change is an entry with who, when and from → to; the client's copy has no note and no address", async () => {
    for (const key of Object.keys(cookies)) delete cookies[key];
    w = await seedWorkspace(database().db);
    const id = await idOf(
      await open(await as("acmeClient"), { title: "VPN down", body: "Since noon.", priority: "high" }),
    );
    const staff = await as("employee");
    expect(
      (await change(staff, id, { assigneeEmail: "me", status: "in_progress", dueDate: "2026-12-01" })).status,
    ).toBe(200);
    await idOf(await reply(staff, id, { body: "Secret: their contract lapsed.", internal: true }));
    await idOf(await reply(staff, id, { body: "Please restart the router.", internal: false }));
    const colleague = await as("colleague");
    expect((await change(colleague, id, { assigneeEmail: w.people.colleague.email })).status).toBe(200);

    const ravi = { name: "Ravi Kumar", role: "employee" };
    const staffView = await historyFor("admin", id);
    expect(staffView.map((h) => [h.action, h.actor?.name])).toEqual([
      ["created", "Anita Desai"],
      ["updated", "Ravi Kumar"],
      ["note_added", "Ravi Kumar"],
      ["replied", "Ravi Kumar"],
      ["updated", "Meera Iyer"],
    ]);
    expect(staffView[1]).toEqual({
      action: "updated",
      actor: ravi,
      at: expect.any(String),
      change: {
        status: { from: "open", to: "in_progress" },
        dueDate: { from: null, to: "2026-12-01" },
        assignee: { from: null, to: { name: "Ravi Kumar", email: "ravi@nexora.example" } },
      },
    });
    // A reply's entry names the message, never its words.
    expect(staffView[3]?.change).toEqual({ messageId: expect.any(String) });

    const clientView = await historyFor("acmeClient", id);
    expect(clientView.map((h) => h.action)).toEqual(["created", "updated", "replied", "updated"]);
    expect(clientView[0]).toEqual({
      action: "created",
      actor: { name: "Anita Desai", role: "client" },
      at: expect.any(String),
      change: { title: "VPN down", priority: "high", projectId: null, assignee: null },
    });
    expect(clientView[3]?.change).toEqual({
      assignee: { from: { name: "Ravi Kumar" }, to: { name: "Meera Iyer" } },
    });
    const seen = JSON.stringify(await bodyOf(await read(await as("acmeClient"), id)));
    expect(seen).not.toContain("contract lapsed");
    expect(seen).not.toMatch(/@nexora\.example/);
    // Another client of the same organisation reads the same history.
    expect((await historyFor("acmeColleague", id)).map((h) => h.action)).toEqual(clientView.map((h) => h.action));

    // Removing a person leaves their name on what they did.
    await removeUser(database().db, w.people.colleague.email);
    expect((await historyFor("acmeClient", id))[3]?.actor).toEqual({ name: "Meera Iyer", role: "employee" });
  });
});
