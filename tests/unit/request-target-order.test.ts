// The service-target order's cursor key: what targetKeyText writes parses back, and nothing else does, so a forged
// cursor is refused before it reaches the database.
import { describe, expect, it } from "vitest";
import { decodeRequestCursor, defaultOrder, encodeRequestCursor, requestOrderOf } from "@/lib/workspace/request-order";
import { parseTargetKey, targetKeyText } from "@/lib/workspace/request-target-order";

const id = "0b8f9a52-3c1d-4e7a-9a6f-2d4c5e6f7a8b";

describe("the service-target order", () => {
  it("writes a target's due time and start, or a last update, and reads them back", () => {
    const target = { dueAt: new Date("2026-12-07T14:00:00.000Z"), start: "2026-12-05T04:30:00.123456Z" };
    expect(targetKeyText(target)).toBe("t|2026-12-07T14:00:00.000Z|2026-12-05T04:30:00.123456Z");
    expect(parseTargetKey(targetKeyText(target))).toEqual(target);
    expect(parseTargetKey("r|2026-12-01T06:31:00.000001Z")).toEqual({ updatedAt: "2026-12-01T06:31:00.000001Z" });
  });

  it("refuses anything else", () => {
    for (const forged of [
      "t|2026-12-07|2026-12-05T04:30:00.123456Z",
      "t|2026-02-30T14:00:00.000Z|2026-12-05T04:30:00.123456Z",
      "t|2026-12-07T14:00:00.000Z|2026-12-05T04:30:00Z",
      // Due times the business clock cannot search around, or whose next instant has five digits of year.
      "t|9999-12-31T23:59:59.999Z|2026-12-05T04:30:00.123456Z",
      "t|0001-01-01T00:00:00.000Z|2026-12-05T04:30:00.123456Z",
      "t|2026-12-07T14:00:00.000Z",
      "t|2026-12-07T14:00:00.000Z|2026-12-05T04:30:00.123456Z|x",
      "r|2026-12-01T06:31:00.000001Z|x",
      "r|yesterday",
      "x|2026-12-01T06:31:00.000001Z",
      "",
    ])
      expect(parseTargetKey(forged), forged).toBeNull();
  });

  it("puts the soonest target first unless told otherwise, and its cursor holds only its own keys", () => {
    expect(defaultOrder("sla")).toBe("asc");
    expect(defaultOrder("due")).toBe("desc");
    expect(requestOrderOf({ sort: "sla" })).toEqual({ sort: "sla", order: "asc" });
    expect(requestOrderOf({})).toEqual({ sort: "updated", order: "desc" });
    const order = { sort: "sla", order: "asc" } as const;
    const key = "r|2026-12-01T06:31:00.000001Z";
    expect(decodeRequestCursor(encodeRequestCursor(order, { key, id }), order)).toEqual({ key, id });
    // A cursor of another order starts the list again; a key of another sort is refused.
    expect(decodeRequestCursor(encodeRequestCursor(order, { key, id }), { sort: "sla", order: "desc" })).toBeNull();
    const updatedKey = encodeRequestCursor({ sort: "sla", order: "asc" }, { key: "2026-12-01T06:31:00.000001Z", id });
    expect(() => decodeRequestCursor(updatedKey, order)).toThrow(/not valid/);
  });
});
