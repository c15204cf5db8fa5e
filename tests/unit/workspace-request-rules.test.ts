// The rules of a request's life: what a client may change, resolvedAt, what a reply does, and India's week and month.
import { describe, expect, it } from "vitest";
import { WorkspaceError } from "@/lib/workspace/errors";
import {
  checkClientUpdate,
  istDay,
  istMonthStart,
  istWeek,
  nextResolvedAt,
  refusals,
  statusAfterMessage,
} from "@/lib/workspace/request-rules";
import { requestStatuses, type RequestStatus } from "@/lib/workspace/vocabulary";

function refusal(run: () => void): { status: number; message: string } | null {
  try {
    run();
    return null;
  } catch (error) {
    if (error instanceof WorkspaceError) return { status: error.status, message: error.message };
    throw error;
  }
}

describe("what a client may change on its own request", () => {
  it("a client may close a request from any status, and setting the current status is no change", () => {
    for (const status of requestStatuses) {
      expect(refusal(() => checkClientUpdate(status, { status: "closed" }))).toBeNull();
      expect(refusal(() => checkClientUpdate(status, { status }))).toBeNull();
    }
  });

  it("a client may reopen a resolved or closed request, and nothing else", () => {
    expect(refusal(() => checkClientUpdate("resolved", { status: "open" }))).toBeNull();
    expect(refusal(() => checkClientUpdate("closed", { status: "open" }))).toBeNull();
    for (const status of ["in_progress", "waiting_on_client"] as const)
      expect(refusal(() => checkClientUpdate(status, { status: "open" }))).toEqual({
        status: 409,
        message: refusals.notReopenable,
      });
  });

  it("a client setting any other status, or priority, assignee or due date, is refused with 403", () => {
    for (const status of ["in_progress", "waiting_on_client", "resolved"] as const)
      expect(refusal(() => checkClientUpdate("open", { status }))).toEqual({
        status: 403,
        message: refusals.clientStatus,
      });
    for (const patch of [
      { priority: "low" as const },
      { assigneeEmail: "me" },
      { assigneeEmail: null },
      { dueDate: "2026-12-01" },
    ])
      expect(refusal(() => checkClientUpdate("open", { status: "closed", ...patch }))).toEqual({
        status: 403,
        message: refusals.clientFields,
      });
  });
});

describe("resolvedAt", () => {
  const now = new Date("2026-11-24T10:00:00Z");
  const earlier = new Date("2026-11-20T10:00:00Z");
  it("is set when a request becomes resolved or closed", () => {
    expect(nextResolvedAt("open", "resolved", null, now)).toEqual(now);
    expect(nextResolvedAt("in_progress", "closed", null, now)).toEqual(now);
  });
  it("is kept from resolved to closed, and cleared on reopening", () => {
    expect(nextResolvedAt("resolved", "closed", earlier, now)).toEqual(earlier);
    expect(nextResolvedAt("closed", "open", earlier, now)).toBeNull();
    expect(nextResolvedAt("open", "in_progress", null, now)).toBeNull();
  });
});

describe("the status after a message", () => {
  const client = { staff: false };
  const staff = { staff: true };
  it("a client's reply hands a request waiting on it, or resolved, back to Nexora", () => {
    expect(statusAfterMessage("waiting_on_client", client, false)).toBe("open");
    expect(statusAfterMessage("resolved", client, false)).toBe("open");
    expect(statusAfterMessage("in_progress", client, false)).toBe("in_progress");
  });
  it("staff replies and internal notes leave the status alone", () => {
    for (const status of ["open", "in_progress", "waiting_on_client", "resolved"] satisfies RequestStatus[]) {
      expect(statusAfterMessage(status, staff, false)).toBe(status);
      expect(statusAfterMessage(status, staff, true)).toBe(status);
    }
  });
  it("nobody writes on a closed request", () => {
    expect(refusal(() => statusAfterMessage("closed", client, false))).toEqual({
      status: 409,
      message: refusals.closedReply,
    });
    expect(refusal(() => statusAfterMessage("closed", staff, true))).toEqual({
      status: 409,
      message: refusals.closedReply,
    });
  });
});

describe("India's calendar for the staff figures", () => {
  it("a day turns at 18:30 UTC", () => {
    expect(istDay(new Date("2026-11-22T18:29:59Z"))).toBe("2026-11-22");
    expect(istDay(new Date("2026-11-22T18:30:00Z"))).toBe("2026-11-23");
  });
  it("weeks run Monday to Sunday in India, whatever the UTC day", () => {
    // Sunday 23:59 IST is still last week; Monday 00:00 IST starts a new one.
    expect(istWeek(new Date("2026-11-22T18:29:00Z"))).toEqual({ start: "2026-11-16", end: "2026-11-22" });
    expect(istWeek(new Date("2026-11-22T18:30:00Z"))).toEqual({ start: "2026-11-23", end: "2026-11-29" });
    expect(istWeek(new Date("2026-11-25T12:00:00Z"))).toEqual({ start: "2026-11-23", end: "2026-11-29" });
    // Across a month and a year.
    expect(istWeek(new Date("2026-12-31T12:00:00Z"))).toEqual({ start: "2026-12-28", end: "2027-01-03" });
  });
  it("a month begins at midnight IST on the 1st", () => {
    expect(istMonthStart(new Date("2026-11-25T12:00:00Z"))).toEqual(new Date("2026-10-31T18:30:00Z"));
    expect(istMonthStart(new Date("2026-10-31T18:30:00Z"))).toEqual(new Date("2026-10-31T18:30:00Z"));
    expect(istMonthStart(new Date("2026-10-31T18:29:59Z"))).toEqual(new Date("2026-09-30T18:30:00Z"));
    expect(istMonthStart(new Date("2027-01-01T00:00:00Z"))).toEqual(new Date("2026-12-31T18:30:00Z"));
  });
});
