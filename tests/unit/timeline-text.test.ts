// The timeline's event lines: read from an activity entry's change, worded as one sentence.
import { describe, expect, it } from "vitest";
import { eventSentence } from "@/lib/portal/timeline-text";
import { requestStatusLabel } from "@/lib/workspace/vocabulary";
import { eventChanges } from "@/lib/workspace/timeline-changes";

const asha = { name: "Asha Rao" };

describe("eventChanges", () => {
  it("reads status, assignee, priority, due date and project pairs, people and projects by name", () => {
    const projects = new Map([["p1", "Website"]]);
    const change = {
      messageId: "m1",
      priority: { from: "normal", to: "high" },
      assignee: { from: null, to: { name: "Ravi Kumar", email: "ravi@nexora.example" } },
      status: { from: "open", to: "in_progress" },
      dueDate: { from: "2026-12-01", to: null },
      projectId: { from: null, to: "p1" },
    };
    expect(eventChanges(change, projects)).toEqual([
      { field: "status", from: "open", to: "in_progress" },
      { field: "assignee", from: null, to: "Ravi Kumar" },
      { field: "priority", from: "normal", to: "high" },
      { field: "dueDate", from: "2026-12-01", to: null },
      { field: "project", from: null, to: "Website" },
    ]);
  });

  it("reads a request's project change as the queue records it, with both projects named", () => {
    const change = { project: { from: { id: "p1", name: "Website" }, to: { id: "p2", name: "Forecast" } } };
    expect(eventChanges(change, new Map())).toEqual([{ field: "project", from: "Website", to: "Forecast" }]);
    expect(eventChanges({ project: { from: { id: "p1", name: "Website" }, to: null } }, new Map())).toEqual([
      { field: "project", from: "Website", to: null },
    ]);
  });

  it("finds no event in a reply without a status change or in a creation's values", () => {
    expect(eventChanges({ messageId: "m1" }, new Map())).toEqual([]);
    expect(eventChanges({ title: "VPN", priority: "high", assignee: { name: "Ravi" } }, new Map())).toEqual([]);
  });
});

describe("eventSentence", () => {
  it("names the actor by first name and joins the changes", () => {
    expect(eventSentence(asha, [{ field: "assignee", from: null, to: "Ravi Kumar" }])).toBe(
      "Asha assigned this to Ravi",
    );
    expect(
      eventSentence(asha, [
        { field: "status", from: "open", to: "in_progress" },
        { field: "assignee", from: "Ravi Kumar", to: null },
        { field: "dueDate", from: null, to: "2026-12-01" },
      ]),
    ).toBe("Asha changed the status from Open to In progress, unassigned this and set the due date to 1 Dec 2026");
  });

  it("says Nexora when nobody is named, and words removals plainly", () => {
    expect(
      eventSentence(null, [
        { field: "dueDate", from: "2026-12-01", to: null },
        { field: "project", from: "Website", to: null },
      ]),
    ).toBe("Nexora removed the due date and took this off its project");
    expect(eventSentence(asha, [{ field: "priority", from: "low", to: "urgent" }])).toBe(
      "Asha changed the priority from Low to Urgent",
    );
    expect(eventSentence(asha, [{ field: "assignee", from: null, to: "Asha Rao" }])).toBe("Asha took this on");
  });

  it("tells a client that a request waiting on the client waits on them", () => {
    const waiting = [{ field: "status", from: "open", to: "waiting_on_client" }] as const;
    expect(eventSentence(asha, [...waiting], false)).toBe("Asha changed the status from Open to Waiting on you");
    expect(eventSentence(asha, [...waiting])).toBe("Asha changed the status from Open to Waiting on client");
    expect(requestStatusLabel("waiting_on_client", false)).toBe("Waiting on you");
    expect(requestStatusLabel("in_progress", false)).toBe("In progress");
  });
});
