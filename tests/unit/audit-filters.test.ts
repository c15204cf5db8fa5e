// The audit view's filters: IST days as instants, IP prefixes, the known events and refusals that name the field.
import { describe, expect, it } from "vitest";
import {
  auditEventLabel,
  auditQuerySchema,
  auditSearch,
  ipMatch,
  istDayEnd,
  istDayStart,
} from "@/lib/admin/audit-filters";
import { mailState } from "@/lib/admin/audit";

describe("IST days", () => {
  it("a day starts at 00:00 in India, 18:30 UTC the day before", () => {
    expect(istDayStart("2026-11-26").toISOString()).toBe("2026-11-25T18:30:00.000Z");
    expect(istDayEnd("2026-11-26").toISOString()).toBe("2026-11-26T18:30:00.000Z");
  });

  it("takes a year's last day into the next", () => {
    expect(istDayEnd("2026-12-31").toISOString()).toBe("2026-12-31T18:30:00.000Z");
  });
});

describe("the audit query", () => {
  const parse = (query: Record<string, string>) => auditQuerySchema.safeParse(query);

  it("reads every filter, blanks as not given", () => {
    const result = parse({
      person: " asha ",
      event: "login_failed",
      from: "2026-11-01",
      to: "2026-11-26",
      ip: "10.0.",
    });
    expect(result.success && result.data).toMatchObject({
      person: "asha",
      event: "login_failed",
      from: "2026-11-01",
      to: "2026-11-26",
      ip: "10.0.",
    });
    expect(parse({ person: "", event: "", ip: "" }).data).toEqual({});
  });

  it("knows sign-in events and business events, and nothing else", () => {
    expect(parse({ event: "user.created" }).success).toBe(true);
    expect(parse({ event: "enquiry.account_created" }).success).toBe(true);
    expect(parse({ event: "drop table" }).error?.issues[0]?.message).toBe("Choose an event from the list.");
  });

  it("refuses a malformed or impossible date, naming the field", () => {
    expect(parse({ from: "26/11/2026" }).error?.issues[0]?.path).toEqual(["from"]);
    expect(parse({ to: "2026-02-30" }).error?.issues[0]?.message).toBe("To must be a real date like 2026-11-26.");
    expect(parse({ from: "2026-11-27", to: "2026-11-26" }).error?.issues[0]?.message).toBe(
      "From must be on or before To.",
    );
  });

  it("refuses an IP with anything but address characters", () => {
    expect(parse({ ip: "10.0.0.1'; --" }).success).toBe(false);
    expect(parse({ ip: "2001:db8::*" }).success).toBe(true);
  });

  it("matches an IP exactly, or as a prefix ending in *, a dot or a colon", () => {
    expect(ipMatch("203.0.113.7")).toEqual({ exact: "203.0.113.7" });
    expect(ipMatch("203.0.113.*")).toEqual({ prefix: "203.0.113." });
    expect(ipMatch("203.0.")).toEqual({ prefix: "203.0." });
    expect(ipMatch("2001:db8:")).toEqual({ prefix: "2001:db8:" });
  });

  it("keeps the filters in a query string, without cursor", () => {
    expect(auditSearch({ person: "a b", event: "logout", cursor: "x" })).toBe("?person=a+b&event=logout");
    expect(auditSearch({}, { format: "csv" })).toBe("?format=csv");
  });

  it("labels events for people", () => {
    expect(auditEventLabel("login_locked")).toBe("Locked out");
    expect(auditEventLabel("user.created")).toBe("User created");
    expect(auditEventLabel("enquiry.note_added")).toBe("Enquiry note added");
  });
});

describe("a code mail's delivery state", () => {
  it("follows the outbox row", () => {
    expect(mailState("pending", false)).toBe("queued");
    expect(mailState("pending", true)).toBe("retried");
    expect(mailState("sent", false)).toBe("sent");
    expect(mailState("discarded", true)).toBe("discarded");
    expect(mailState(null, false)).toBeNull();
  });
});

describe("a business change in one line", () => {
  it("reads updates as from → to, people and organisations by name, and leaves bare ids out", async () => {
    const { changeSummary } = await import("@/lib/admin/audit-text");
    expect(changeSummary({ role: { from: "client", to: "admin" } })).toBe("role: client → admin");
    expect(changeSummary({ owner: { from: null, to: { name: "Ravi Kumar", email: "r@x" } } })).toBe(
      "owner: none → Ravi Kumar",
    );
    expect(changeSummary({ messageId: "6eba7258-260a-4af1-9f4e-8cf0476710bd", name: "Neha" })).toBe("name: Neha");
    expect(changeSummary({ note: "x".repeat(300) }, 20)).toHaveLength(20);
    expect(changeSummary(null)).toBe("");
    // Codes of the vocabulary read as their labels; field names as words.
    expect(changeSummary({ status: { from: "in_progress", to: "waiting_on_client" } })).toBe(
      "status: In progress → Waiting on client",
    );
    expect(changeSummary({ priority: "urgent", dueDate: { from: null, to: "2026-12-01" } })).toBe(
      "priority: Urgent, due date: none → 2026-12-01",
    );
    // A value that is no code of the vocabulary stays as it was written.
    expect(changeSummary({ status: { from: "archived", to: "open" } })).toBe("status: archived → Open");
  });
});
