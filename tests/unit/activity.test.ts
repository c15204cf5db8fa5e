// The activity record's rules that need no database: which fields an update changed, and what a client may read.
import { describe, expect, it } from "vitest";
import { withoutAddresses } from "@/lib/activity/history";
import { changedFields } from "@/lib/activity/track";

describe("changedFields", () => {
  const current = { status: "open", priority: "normal", dueDate: null as string | null, tags: ["a"] };

  it("lists only the fields given with a different value, old and new", () => {
    expect(changedFields(current, { status: "closed", priority: "normal", dueDate: "2026-12-01" })).toEqual({
      status: { from: "open", to: "closed" },
      dueDate: { from: null, to: "2026-12-01" },
    });
  });

  it("treats undefined as not changing and null as clearing", () => {
    const dated = { ...current, dueDate: "2026-12-01" as string | null };
    expect(changedFields(dated, { status: undefined, dueDate: undefined })).toEqual({});
    expect(changedFields(dated, { dueDate: null })).toEqual({ dueDate: { from: "2026-12-01", to: null } });
  });

  it("compares values, not references", () => {
    expect(changedFields(current, { tags: ["a"] })).toEqual({});
    expect(changedFields(current, { tags: ["a", "b"] })).toEqual({ tags: { from: ["a"], to: ["a", "b"] } });
  });
});

describe("what a client or vendor reads of a change", () => {
  it("drops every e-mail address, at any depth, and keeps the rest", () => {
    const change = {
      assignee: { from: { name: "Ravi Kumar", email: "ravi@nexora.example" }, to: null },
      owners: [{ name: "Meera Iyer", email: "meera@nexora.example" }],
      email: "someone@example.com",
      status: { from: "open", to: "closed" },
    };
    expect(withoutAddresses(change)).toEqual({
      assignee: { from: { name: "Ravi Kumar" }, to: null },
      owners: [{ name: "Meera Iyer" }],
      status: { from: "open", to: "closed" },
    });
  });
});
