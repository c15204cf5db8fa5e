// The payload schemas of projects, requests and messages: real dates, form strings, limits and the list queries.
import { describe, expect, it } from "vitest";
import { fieldErrors } from "@/lib/validation/field-errors";
import {
  requestBulkSchema,
  maxAttachments,
  messageCreateSchema,
  projectUpdateSchema,
  queryObject,
  requestCreateSchema,
  requestListQuerySchema,
  requestUpdateSchema,
} from "@/lib/workspace/schemas";

const errorsOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : fieldErrors(result.error as Parameters<typeof fieldErrors>[0]);

describe("request payloads", () => {
  it("a form's empty optional fields mean not given; titles are trimmed", () => {
    expect(
      requestCreateSchema.parse({ title: "  Help  ", body: "Body", priority: "", projectId: "", organisation: "" }),
    ).toEqual({
      title: "Help",
      body: "Body",
    });
  });

  it("text is kept as written: Markdown and HTML are not touched, line breaks stay", () => {
    const body = "# Title\n\n<b>bold</b> & **bold**\r\n\ttabbed";
    expect(messageCreateSchema.parse({ body }).body).toBe(body);
  });

  it("an internal flag comes as a JSON boolean or a checkbox, and defaults to a public reply", () => {
    expect(messageCreateSchema.parse({ body: "x" }).internal).toBe(false);
    expect(messageCreateSchema.parse({ body: "x", internal: "on" }).internal).toBe(true);
    expect(messageCreateSchema.parse({ body: "x", internal: true }).internal).toBe(true);
    expect(errorsOf(messageCreateSchema.safeParse({ body: "x", internal: "yes" }))).toEqual({
      internal: "Internal must be true or false.",
    });
  });

  it("files come as a list of ids, each once, at most maxAttachments; none given is none", () => {
    const id = "3f2a1c4e-8b7d-4e6f-9a0b-1c2d3e4f5a6b";
    expect(messageCreateSchema.parse({ body: "x" }).fileIds).toBeUndefined();
    expect(requestCreateSchema.parse({ title: "t", body: "b", fileIds: [id, ` ${id} `, "other"] }).fileIds).toEqual([
      id,
      "other",
    ]);
    expect(errorsOf(messageCreateSchema.safeParse({ body: "x", fileIds: id }))).toEqual({
      fileIds: "fileIds must be a list of file ids.",
    });
    expect(errorsOf(messageCreateSchema.safeParse({ body: "x", fileIds: Array(maxAttachments + 1).fill(id) }))).toEqual(
      {
        fileIds: `Attach at most ${maxAttachments} files at a time.`,
      },
    );
  });

  it("a bulk change names 1 to 100 request ids once each and one thing to set", () => {
    const id = "3f2c1e0a-8b7d-4c6e-9f1a-2b3c4d5e6f70";
    expect(requestBulkSchema.parse({ ids: [id, id.toUpperCase()], assigneeEmail: null })).toEqual({
      ids: [id],
      assigneeEmail: null,
    });
    expect(errorsOf(requestBulkSchema.safeParse({ ids: [id] }))).toEqual({
      body: "Choose a status, a priority or an assignee to set.",
    });
    expect(errorsOf(requestBulkSchema.safeParse({ ids: [], status: "closed" }))).toEqual({
      ids: "Choose at least one request.",
    });
    expect(errorsOf(requestBulkSchema.safeParse({ ids: ["1; drop table"], status: "closed" }))).toEqual({
      ids: "One of the requests was not found.",
    });
  });

  it("an edit changes something: an empty one is refused with a sentence", () => {
    expect(errorsOf(requestUpdateSchema.safeParse({}))).toEqual({
      body: "Change at least one of status, priority, assignee, due date or project.",
    });
    expect(requestUpdateSchema.parse({ assigneeEmail: "" })).toEqual({ assigneeEmail: null });
    expect(requestUpdateSchema.parse({ assigneeEmail: " Ravi@Nexora.example " })).toEqual({
      assigneeEmail: "ravi@nexora.example",
    });
    expect(errorsOf(requestUpdateSchema.safeParse({ assigneeEmail: "ravi" }))).toEqual({
      assigneeEmail: "Assignee must be an e-mail address.",
    });
  });

  it("a project's progress is a whole number from 0 to 100, from a number or a form's string", () => {
    expect(projectUpdateSchema.parse({ progress: "40" })).toEqual({ progress: 40 });
    for (const bad of [101, -1, 2.5, "forty"])
      expect(errorsOf(projectUpdateSchema.safeParse({ progress: bad }))).toEqual({
        progress: "Progress must be a whole number from 0 to 100.",
      });
    expect(projectUpdateSchema.parse({ dueDate: "" })).toEqual({ dueDate: null });
  });
});

describe("list queries", () => {
  it("reads the first value of each parameter and drops empty ones", () => {
    const query = queryObject(new URLSearchParams("status=open&status=closed&priority=&assignee=me"));
    expect(requestListQuerySchema.parse(query)).toEqual({ status: "open", assignee: "me" });
  });
  it("an unknown status or priority is refused with a sentence", () => {
    expect(errorsOf(requestListQuerySchema.safeParse({ status: "pending", priority: "asap" }))).toEqual({
      status: "Choose a request status from the list.",
      priority: "Choose a priority from the list.",
    });
  });
});
