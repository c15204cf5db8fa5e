// Hostile input on the projects and requests API: wrong types, bad characters and oversized text in every field, and
// garbage in the list queries. A correct server answers 400 (413 past the body limit), never 5xx, and stores nothing.
import { expect, it } from "vitest";
import { POST as postMessage } from "@/app/api/portal/requests/[id]/messages/route";
import { PATCH as patchOne } from "@/app/api/portal/requests/[id]/route";
import { GET as listRequests, POST as createRequest } from "@/app/api/portal/requests/route";
import { GET as listProjects, POST as createProject } from "@/app/api/portal/projects/route";
import { activity, projects, requestMessages, requests } from "@/lib/db/schema";
import {
  messageCreateSchema,
  projectCreateSchema,
  requestCreateSchema,
  requestUpdateSchema,
} from "@/lib/workspace/schemas";
import { describeEachDatabase } from "../support/db";
import { badInLine, badInText, forgedCursors, huge, rng, spoil, unstorable, wrongTypes } from "../support/hostile";
import { loopbackSmtpPerFile } from "../support/smtp";
import { apiGet, apiPatch, apiPost, noParams, routeContext, seedWorkspace, signIn } from "../support/workspace";

const smtp = loopbackSmtpPerFile();
const r = rng(20261124);

type Schema = { safeParse(value: unknown): { success: boolean } };
type Target = { name: string; schema: Schema; base: Record<string, unknown>; line: string[]; text: string[] };

const targets: Target[] = [
  {
    name: "POST /api/portal/requests",
    schema: requestCreateSchema,
    base: { title: "Printer jam", body: "Tray two.", priority: "low", organisation: "Acme Ltd" },
    line: ["title", "organisation", "priority", "projectId"],
    text: ["body"],
  },
  {
    name: "POST /api/portal/requests/:id/messages",
    schema: messageCreateSchema,
    base: { body: "A reply.", internal: false },
    line: ["internal"],
    text: ["body"],
  },
  {
    name: "PATCH /api/portal/requests/:id",
    schema: requestUpdateSchema,
    base: { status: "in_progress" },
    line: ["status", "priority", "assigneeEmail", "dueDate"],
    text: [],
  },
  {
    name: "POST /api/portal/projects",
    schema: projectCreateSchema,
    base: { organisation: "Acme Ltd", name: "Intranet" },
    line: ["organisation", "name", "startDate", "dueDate", "ownerEmail"],
    text: ["summary"],
  },
];

/** Each field of each target with every wrong type, bad characters and text far past its limit. */
function cases(target: Target): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  for (const field of [...target.line, ...target.text]) {
    const bad = target.text.includes(field) ? badInText : badInLine;
    const values = [...wrongTypes, spoil(r, "Plain words", bad), spoil(r, "Plain", bad), huge(r, 12_001, 20_000)];
    for (const value of values) out.push({ ...target.base, [field]: value });
    out.push({ ...target.base, [field]: `x${r.pick(unstorable)}y` });
  }
  return out;
}

describeEachDatabase("workspace API under hostile input", (database) => {
  it("every field of every write answers 400 or 413, never 5xx, and a refusal stores nothing", async () => {
    const db = database().db;
    const w = await seedWorkspace(db);
    const staff = await signIn(smtp, w.people.employee.email);
    const [request] = await db
      .insert(requests)
      .values({ organisationId: w.organisations.acme.id, title: "Target", body: "b" })
      .returning();
    const id = request!.id;
    const send: Record<string, (body: unknown) => Promise<Response>> = {
      "POST /api/portal/requests": (body) => createRequest(apiPost("/api/portal/requests", body, staff), noParams),
      "POST /api/portal/requests/:id/messages": (body) =>
        postMessage(apiPost(`/api/portal/requests/${id}/messages`, body, staff), routeContext({ id })),
      "PATCH /api/portal/requests/:id": (body) =>
        patchOne(apiPatch(`/api/portal/requests/${id}`, body, staff), routeContext({ id })),
      "POST /api/portal/projects": (body) => createProject(apiPost("/api/portal/projects", body, staff), noParams),
    };
    const counts = async () => ({
      requests: (await db.select().from(requests)).length,
      messages: (await db.select().from(requestMessages)).length,
      projects: (await db.select().from(projects)).length,
      activity: (await db.select().from(activity)).length,
    });
    for (const target of targets) {
      for (const [n, body] of cases(target).entries()) {
        const before = await counts();
        const response = await send[target.name]!(body);
        const label = `${target.name} case ${n}: ${JSON.stringify(body).slice(0, 120)}`;
        if (target.schema.safeParse(body).success) {
          // A value the schema takes (null clears a date) must still be a success or a sentence.
          expect([200, 201, 400], label).toContain(response.status);
          continue;
        }
        expect([400, 413], label).toContain(response.status);
        const answer = (await response.json()) as { error?: unknown };
        expect(typeof answer.error, label).toBe("string");
        expect(await counts(), label).toEqual(before);
      }
    }
  });

  it("garbage in the list queries is a 400 or an empty page, never 5xx", async () => {
    const db = database().db;
    const w = await seedWorkspace(db);
    const client = await signIn(smtp, w.people.acmeClient.email);
    const staff = await signIn(smtp, w.people.admin.email);
    const values = ["", "%00", "%E2%80%AE", "'%20or%201=1--", "x".repeat(300), "open&status=closed", "%F0%9F%98%80"];
    const forged = forgedCursors();
    for (const name of ["status", "priority", "cursor", "organisation", "assignee", "owner"]) {
      for (const value of name === "cursor" ? [...values, ...forged] : values) {
        for (const cookie of [client, staff]) {
          const query = `?${name}=${value}`;
          for (const response of [
            await listRequests(apiGet(`/api/portal/requests${query}`, cookie), noParams),
            await listProjects(apiGet(`/api/portal/projects${query}`, cookie), noParams),
          ]) {
            expect([200, 400], `${name}=${value}`).toContain(response.status);
            const answer = (await response.json()) as { items?: unknown[]; error?: string };
            if (response.status === 200) expect(answer.items).toEqual([]);
            else expect(typeof answer.error).toBe("string");
            // A cursor is checked before any query: a forged one is refused with the page-link sentence.
            if (name === "cursor" && forged.includes(value))
              expect(answer.error, value).toBe("That page link is not valid: go back to the first page.");
          }
        }
      }
    }
  });
  it("long text refuses bidi overrides, embeddings and isolates with a 400 naming the field; marks pass", async () => {
    const db = database().db;
    const w = await seedWorkspace(db);
    const client = await signIn(smtp, w.people.acmeClient.email);
    const open = (body: unknown) => createRequest(apiPost("/api/portal/requests", body, client), noParams);
    const created = await open({ title: "Refund", body: "Please refund \u05e9\u05dc\u05d5\u05dd\u200f (2)." });
    expect(created.status).toBe(201);
    const id = ((await created.json()) as { id: string }).id;
    const messagesBefore = (await db.select().from(requestMessages)).length;
    for (const bad of ["\u202e", "\u202a", "\u202d", "\u2066", "\u2069"]) {
      const body = `Approved. Pay to account ${bad}4321 0987`;
      const refused = await postMessage(
        apiPost(`/api/portal/requests/${id}/messages`, { body }, client),
        routeContext({ id }),
      );
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({
        error: "Message contains characters we cannot accept.",
        fields: { body: "Message contains characters we cannot accept." },
      });
      const opened = await open({ title: "Refund", body });
      expect(opened.status).toBe(400);
      expect(((await opened.json()) as { fields: Record<string, string> }).fields).toHaveProperty("body");
    }
    expect(await db.select().from(requestMessages)).toHaveLength(messagesBefore);
    expect(await db.select().from(requests)).toHaveLength(1);
  });
});
