// The queue a request was opened from: what the request page reads back from the tab's storage, and where the
// request stands in it. Anything but the queue's own address is refused, so the back link never leaves the portal.
import { describe, expect, it } from "vitest";
import { parseQueueContext, placeInQueue } from "@/lib/portal/queue-context";

const base = "/employee/requests";
const rows = [
  { id: "a", number: 1001, title: "First" },
  { id: "b", number: 1002, title: "Second" },
  { id: "c", number: 1003, title: "Third" },
];
const stored = (value: unknown) => JSON.stringify(value);

describe("the remembered queue", () => {
  it("reads back the view with its filters and its rows", () => {
    const view = `${base}?assignee=me&sort=sla`;
    expect(parseQueueContext(stored({ view, rows }), base)).toEqual({ view, rows });
    expect(parseQueueContext(stored({ view: base, rows: [] }), base)).toEqual({ view: base, rows: [] });
  });

  it("refuses another address, another page's queue and anything malformed", () => {
    for (const view of ["https://evil.example/employee/requests", "//evil.example", "/employee/requestsx", "/admin"])
      expect(parseQueueContext(stored({ view, rows }), base), view).toBeNull();
    expect(parseQueueContext(stored({ view: base, rows }), "/admin/requests")).toBeNull();
    for (const text of [null, "", "{", "null", "[]", stored({ view: base }), stored({ view: base, rows: [{ id: 1 }] })])
      expect(parseQueueContext(text, base), String(text)).toBeNull();
    const many = Array.from({ length: 101 }, (_, i) => ({ id: String(i), number: i, title: "t" }));
    expect(parseQueueContext(stored({ view: base, rows: many }), base)).toBeNull();
  });

  it("finds the next request after this one, none after the last, and nothing for a request not in it", () => {
    const context = { view: `${base}?status=open`, rows };
    expect(placeInQueue(context, "a")).toEqual({ view: context.view, next: rows[1] });
    expect(placeInQueue(context, "c")).toEqual({ view: context.view, next: undefined });
    expect(placeInQueue(context, "z")).toBeNull();
    expect(placeInQueue(null, "a")).toBeNull();
  });
});
