// One request's timeline on GET /api/portal/requests/:id: the description and each message with their own files, the
// changes from the activity record, in time order; a client never sees a note or a file sent with one. And files
// shown in the page: `?disposition=inline` for PDF and images only, under their own sandboxing policy.
import { eq, inArray } from "drizzle-orm";
import { expect, it, vi } from "vitest";
import { GET as download } from "@/app/api/portal/files/[id]/route";
import { files, requestMessages } from "@/lib/db/schema";
import { describeEachDatabase } from "../support/db";
import { pdf, png, send } from "../support/files";
import { change, idOf, open, read, reply } from "../support/request-api";
import { loopbackSmtpPerFile } from "../support/smtp";
import { apiGet, bodyOf, routeContext, workspaceSessions, type PersonKey } from "../support/workspace";
import { zip } from "../support/zip";

vi.mock("next/headers", async () => (await import("../support/next")).nextHeadersMock);
vi.mock("next/navigation", async () => (await import("../support/next")).nextNavigationMock);

const smtp = loopbackSmtpPerFile();

type FileRef = { id: string; name: string; size: number; contentType: string };
type Entry = {
  kind: string;
  id: string;
  at: string;
  body?: string;
  internal?: boolean;
  author?: { name: string; role: string; email?: string } | null;
  actor?: { name: string; role: string } | null;
  files?: FileRef[];
  changes?: { field: string; from: unknown; to: unknown }[];
};
type Detail = { files: FileRef[]; messages: { id: string; files: FileRef[] }[]; timeline: Entry[] };

describeEachDatabase("a request's timeline and its files", (database) => {
  const people = workspaceSessions(() => database().db, smtp);
  const as = people.as;
  async function held(person: PersonKey, name: string, bytes: Buffer | Uint8Array, links?: Record<string, string>) {
    const stored = await send(await as(person), { bytes: Buffer.from(bytes), name, links });
    expect(stored.status).toBe(201);
    return stored.body as FileRef;
  }
  const detail = async (person: PersonKey, id: string) => {
    const response = await read(await as(person), id);
    expect(response.status).toBe(200);
    return (await bodyOf(response)) as unknown as Detail;
  };

  it("a reply's files belong to its message, the new request's to its description", async () => {
    await people.setUp();
    const client = await as("acmeClient");
    const plan = await held("acmeClient", "plan.pdf", pdf);
    const id = await idOf(await open(client, { title: "Depot layout", body: "Plan attached.", fileIds: [plan.id] }));
    const [photo, notes] = [await held("acmeClient", "photo.png", png), await held("acmeClient", "notes.pdf", pdf)];
    const { id: messageId } = await bodyOf(
      await reply(client, id, { body: "Two more.", fileIds: [photo.id, notes.id] }),
    );
    const rows = await database()
      .db.select({ id: files.id, messageId: files.messageId })
      .from(files)
      .where(inArray(files.id, [plan.id, photo.id, notes.id]));
    expect(new Map(rows.map((r) => [r.id, r.messageId]))).toEqual(
      new Map([
        [plan.id, null],
        [photo.id, messageId],
        [notes.id, messageId],
      ]),
    );
    for (const person of ["acmeClient", "employee"] as const) {
      const seen = await detail(person, id);
      expect(seen.files).toEqual([plan]);
      expect(seen.messages.map((m) => m.files)).toEqual([[photo, notes]]);
      expect(seen.timeline.map((e) => [e.kind, e.body, e.files])).toEqual([
        ["opened", "Plan attached.", [plan]],
        ["message", "Two more.", [photo, notes]],
      ]);
    }
    // Another organisation's upload is refused as before, and stays theirs.
    const theirs = await held("globexClient", "globex.pdf", pdf);
    expect((await reply(client, id, { body: "And this", fileIds: [theirs.id] })).status).toBe(404);
    const [row] = await database().db.select().from(files).where(eq(files.id, theirs.id));
    expect([row?.requestId, row?.messageId]).toEqual([null, null]);
  });

  it("orders messages, files and changes in time; a client sees no note, no note's file and no address", async () => {
    const w = await people.setUp();
    const [client, staff] = [await as("acmeClient"), await as("employee")];
    const id = await idOf(await open(client, { title: "VPN down", body: "Since noon." }));
    const patch = { assigneeEmail: w.people.colleague.email, status: "in_progress", dueDate: "2099-12-01" };
    expect((await change(staff, id, patch)).status).toBe(200);
    const { id: noteId } = await bodyOf(await reply(staff, id, { body: "Contract lapsed.", internal: true }));
    // A note takes no files through the API; a file tied to one anyhow (older data) must still stay staff-only.
    const hidden = await held("employee", "contract.pdf", pdf);
    await database()
      .db.update(files)
      .set({ requestId: id, messageId: String(noteId), organisationId: w.organisations.acme.id })
      .where(eq(files.id, hidden.id));
    const log = await held("employee", "router-log.png", png);
    await idOf(await reply(staff, id, { body: "Please restart the router.", fileIds: [log.id] }));
    const shared = await held("acmeClient", "screen.png", png, { requestId: id });
    expect((await change(staff, id, { priority: "high" })).status).toBe(200);

    const staffView = (await detail("admin", id)).timeline;
    expect(staffView.map((e) => e.kind)).toEqual(["opened", "event", "message", "message", "files", "event"]);
    const times = staffView.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(staffView[0]).toMatchObject({ author: { name: "Anita Desai", role: "client" }, files: [] });
    expect(staffView[1]).toMatchObject({
      actor: { name: "Ravi Kumar", role: "employee" },
      changes: [
        { field: "status", from: "open", to: "in_progress" },
        { field: "assignee", from: null, to: "Meera Iyer" },
        { field: "dueDate", from: null, to: "2099-12-01" },
      ],
    });
    expect(staffView[2]).toMatchObject({ internal: true, body: "Contract lapsed.", files: [hidden] });
    expect(staffView[3]).toMatchObject({ internal: false, author: { role: "employee" }, files: [log] });
    expect(staffView[4]).toMatchObject({ author: { name: "Anita Desai" }, files: [shared] });
    expect(staffView[5]).toMatchObject({ changes: [{ field: "priority", from: "normal", to: "high" }] });

    const clientSeen = await detail("acmeClient", id);
    expect(clientSeen.timeline.map((e) => e.kind)).toEqual(["opened", "event", "message", "files", "event"]);
    const text = JSON.stringify(clientSeen);
    for (const secret of ["Contract lapsed", "contract.pdf", hidden.id, String(noteId), "@nexora.example"])
      expect(text).not.toContain(secret);
    expect(clientSeen.timeline[2]).toMatchObject({ author: { name: "Ravi Kumar", role: "employee" }, files: [log] });
    // The note is still there for staff: the client's copy was filtered, not the data.
    const [note] = await database()
      .db.select()
      .from(requestMessages)
      .where(eq(requestMessages.id, String(noteId)));
    expect(note?.internal).toBe(true);
  });

  it("serves PDF, PNG, JPEG and WebP inline when asked, with a sandbox; CSV, ZIP and DOCX stay attachments", async () => {
    await people.setUp();
    const client = await as("acmeClient");
    const id = await idOf(await open(client, { title: "Files", body: "Mixed." }));
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, ...Buffer.from("JFIF"), 0]);
    const webp = Buffer.concat([
      Buffer.from("RIFF"),
      Buffer.from([26, 0, 0, 0]),
      Buffer.from("WEBPVP8 "),
      Buffer.alloc(4),
    ]);
    const docx = zip({ "[Content_Types].xml": "<Types/>", "word/document.xml": "<w:document/>" });
    const cases: [string, Buffer | Uint8Array, "inline" | "attachment"][] = [
      ["plan.pdf", pdf, "inline"],
      ["photo.png", png, "inline"],
      ["photo.jpg", jpeg, "inline"],
      ["photo.webp", webp, "inline"],
      ["sales.csv", Buffer.from("month,tonnes\n1,2\n"), "attachment"],
      ["bundle.zip", zip({ "a.txt": "a" }), "attachment"],
      ["brief.docx", docx, "attachment"],
    ];
    for (const [name, bytes, expected] of cases) {
      const file = await held("acmeClient", name, bytes, { requestId: id });
      const fetched = (query: string) =>
        download(apiGet(`/api/portal/files/${file.id}${query}`, client), routeContext({ id: file.id }));
      const inline = await fetched("?disposition=inline");
      expect(inline.status, name).toBe(200);
      expect(inline.headers.get("content-disposition"), name).toMatch(new RegExp(`^${expected}; filename="${name}"`));
      expect(inline.headers.get("x-content-type-options"), name).toBe("nosniff");
      expect(inline.headers.get("content-security-policy"), name).toBe(
        expected === "inline"
          ? "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; object-src 'self'; frame-ancestors 'self'"
          : "sandbox; default-src 'none'; frame-ancestors 'none'",
      );
      const plain = await fetched("");
      expect(plain.headers.get("content-disposition"), name).toMatch(/^attachment; /);
    }
    // Inline or not, another organisation's file is the same 404.
    const gopal = await as("globexClient");
    const ours = await held("acmeClient", "ours.pdf", pdf, { requestId: id });
    const refused = await download(
      apiGet(`/api/portal/files/${ours.id}?disposition=inline`, gopal),
      routeContext({ id: ours.id }),
    );
    expect(refused.status).toBe(404);
  });
});
