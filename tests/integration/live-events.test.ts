// The event stream through its real route handler, both databases: a reply reaches the client, a note never does,
// Last-Event-ID replays what was missed, a revoked session's stream ends, another organisation hears nothing; and on
// PostgreSQL two listener hubs on two connections (as two server processes have) both hear one write.
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, expect, it } from "vitest";
import { GET as events } from "@/app/api/portal/events/route";
import { openDatabase } from "@/lib/db/client";
import { activity, sessions } from "@/lib/db/schema";
import { closeHubFor, createHub, hubFor } from "@/lib/live/hub";
import { eventStream } from "@/lib/live/stream";
import { describeEachDatabase } from "../support/db";
import { decideInvoice, idOf as invoiceIdOf, setUpInvoices, submitInvoice } from "../support/invoices";
import { idOf, open, reply } from "../support/request-api";
import { loopbackSmtpPerFile } from "../support/smtp";
import { sseReader, type SseEvent } from "../support/sse";
import { noParams, workspaceSessions } from "../support/workspace";
import { siteUrl } from "../support/http";

const smtp = loopbackSmtpPerFile();
const streams: ReturnType<typeof sseReader>[] = [];

afterEach(async () => {
  await Promise.all(streams.splice(0).map((s) => s.cancel()));
});

/** GET /api/portal/events as the browser's EventSource sends it. */
async function connect(cookie: string, lastEventId?: string) {
  const headers = new Headers({ cookie, accept: "text/event-stream", "sec-fetch-site": "same-origin" });
  if (lastEventId) headers.set("last-event-id", lastEventId);
  const response = await events(new Request(`${siteUrl}/api/portal/events`, { headers }), noParams);
  expect(response.status).toBe(200);
  const stream = sseReader(response);
  streams.push(stream);
  return stream;
}

const about = (id: string, event?: string) => (e: SseEvent) => e.data?.id === id && (!event || e.event === event);

describeEachDatabase("the event stream", (database, variant) => {
  const people = workspaceSessions(() => database().db, smtp);
  // The route's listener for this database, stopped before the database goes.
  afterAll(() => closeHubFor(database()));

  /** The seq of each activity row of a request, oldest first. */
  async function seqsOf(id: string) {
    const rows = await database()
      .db.select({ seq: activity.seq, action: activity.action })
      .from(activity)
      .where(eq(activity.resourceId, id))
      .orderBy(activity.seq);
    return rows.map((row) => ({ seq: String(row.seq), action: row.action }));
  }

  it("a client gets the team's reply and a notification, never the note; staff get both", async () => {
    await people.setUp();
    const [anita, ravi] = [await people.as("acmeClient"), await people.as("employee")];
    const id = await idOf(await open(anita, { title: "Login broken", body: "It fails." }));
    const [client, staff, globex] = [
      await connect(anita),
      await connect(ravi),
      await connect(await people.as("globexClient")),
    ];
    await reply(ravi, id, { body: "Router firmware?", internal: true });
    await reply(ravi, id, { body: "Fixed now." });
    const [note, answer] = (await seqsOf(id)).slice(1);
    expect([note?.action, answer?.action]).toEqual(["note_added", "replied"]);

    const first = await client.next(about(id));
    expect(first).toMatchObject({ id: answer?.seq, event: "request.message", data: { id, action: "replied" } });
    expect(typeof first.data?.number).toBe("number");
    expect(await client.next((e) => e.event === "notification")).toMatchObject({ id: answer?.seq });
    expect(await staff.next(about(id))).toMatchObject({ id: note?.seq, data: { action: "note_added" } });
    expect(await staff.next(about(id))).toMatchObject({ id: answer?.seq, data: { action: "replied" } });
    // Nothing of Acme's request reaches Globex, and no note ever reaches the client.
    expect(await globex.during(300)).toEqual([]);
    expect((await client.during(300)).filter((e) => e.data?.action === "note_added")).toEqual([]);
  });

  it("resumes after Last-Event-ID with what was missed", async () => {
    await people.setUp();
    const [anita, ravi] = [await people.as("acmeClient"), await people.as("employee")];
    const id = await idOf(await open(anita, { title: "VPN", body: "Down." }));
    const before = await connect(anita);
    await reply(ravi, id, { body: "Looking." });
    const seen = await before.next(about(id, "request.message"));
    await before.cancel();
    await reply(ravi, id, { body: "Fixed while you were away." });
    const missed = (await seqsOf(id)).at(-1)!;
    const again = await connect(anita, seen.id);
    expect(await again.next(about(id, "request.message"))).toMatchObject({ id: missed.seq });
    // A fresh stream (no Last-Event-ID) does not replay the past.
    expect((await (await connect(anita)).during(300)).filter(about(id))).toEqual([]);
  });

  it("a revoked session's stream ends at the next wake-up; signed out is a 401", async () => {
    const w = await people.setUp();
    const [anita, ravi] = [await people.as("acmeClient"), await people.as("employee")];
    const id = await idOf(await open(anita, { title: "Access", body: "Please." }));
    const stream = await connect(anita);
    await database()
      .db.update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(eq(sessions.userId, w.people.acmeClient.id));
    await reply(ravi, id, { body: "Done." });
    expect(await stream.ends()).toBe(true);
    const signedOut = await events(new Request(`${siteUrl}/api/portal/events`), noParams);
    expect(signedOut.status).toBe(401);
  });

  it("a vendor hears of its invoice's decision; another vendor does not", async () => {
    const { staff, vendor, other } = await setUpInvoices(database().db, smtp);
    const invoice = await invoiceIdOf(await submitInvoice(vendor, {}));
    const [mine, theirs] = [await connect(vendor), await connect(other)];
    expect((await decideInvoice(staff, invoice, { status: "approved" })).status).toBe(200);
    expect(await mine.next(about(invoice))).toMatchObject({ event: "invoice.updated", data: { action: "approved" } });
    expect(await mine.next((e) => e.event === "notification")).toMatchObject({ data: { about: invoice } });
    expect(await theirs.during(300)).toEqual([]);
  });

  it("a closed connection leaves nothing listening; a stream that ends does the same", async () => {
    const w = await people.setUp();
    const hub = hubFor(database());
    const before = hub.listening();
    const aborted = new AbortController();
    const stream = sseReader(
      new Response(
        eventStream({
          db: database().db,
          caller: w.people.acmeClient,
          hub,
          lastEventId: null,
          stillSignedIn: async () => true,
          signal: aborted.signal,
        }),
        { headers: { "content-type": "text/event-stream" } },
      ),
    );
    await stream.during(200);
    expect(hub.listening()).toBe(before + 1);
    aborted.abort();
    expect(await stream.ends()).toBe(true);
    expect(hub.listening()).toBe(before);
  });

  it.runIf(variant.kind === "postgres")(
    "two server instances: a write through one reaches the other's stream",
    async () => {
      const w = await people.setUp();
      const [anita, ravi] = [await people.as("acmeClient"), await people.as("employee")];
      const id = await idOf(await open(anita, { title: "Two servers", body: "Hello." }));
      const url = (database().client as { options: { connectionString?: string } }).options.connectionString!;
      // The second instance: its own pool and its own listener, as another process on the same database has.
      const second = await openDatabase({ kind: "postgres", url, max: 2 });
      const hubs = [createHub({ kind: "postgres", url }), createHub({ kind: "postgres", url })];
      try {
        const readers = hubs.map((hub) =>
          sseReader(
            new Response(
              eventStream({
                db: second.db,
                caller: w.people.acmeClient,
                hub,
                lastEventId: null,
                stillSignedIn: async () => true,
              }),
              { headers: { "content-type": "text/event-stream" } },
            ),
          ),
        );
        streams.push(...readers);
        // Let both listeners connect before the write.
        await Promise.all(readers.map((r) => r.during(500)));
        await reply(ravi, id, { body: "Seen from the other side." });
        for (const reader of readers)
          expect(await reader.next(about(id, "request.message"))).toMatchObject({ data: { action: "replied" } });
      } finally {
        await Promise.all(streams.splice(0).map((s) => s.cancel()));
        await Promise.all(hubs.map((hub) => hub.close()));
        await second.close();
      }
    },
  );
});
