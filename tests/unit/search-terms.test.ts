// How a search is read: a request number or words, trimmed, 1 to 200 characters; LIKE wildcards taken literally.
import { describe, expect, it } from "vitest";
import { portalSearchSchema, requestListQuerySchema } from "@/lib/workspace/schemas";
import { likeLiteral } from "@/lib/workspace/search";

describe("a search", () => {
  it("reads 1042 and #1042 as a request number, keeping the text for the other kinds", () => {
    expect(portalSearchSchema.parse({ q: " 1042 " }).q).toEqual({ number: 1042, words: "1042" });
    expect(portalSearchSchema.parse({ q: "#1042" }).q).toEqual({ number: 1042, words: "#1042" });
  });

  it("reads anything else as words", () => {
    expect(portalSearchSchema.parse({ q: "  invoice totals " }).q).toEqual({ words: "invoice totals" });
    expect(portalSearchSchema.parse({ q: "#12a" }).q).toEqual({ words: "#12a" });
    expect(portalSearchSchema.parse({ q: "1234567890" }).q).toEqual({ words: "1234567890" });
  });

  it("is refused when empty, blank, over 200 characters or holding control characters", () => {
    const error = (q: unknown) => portalSearchSchema.safeParse({ q }).error?.issues[0]?.message;
    expect(error(undefined)).toBe("Type something to search for.");
    expect(error("   ")).toBe("Type something to search for.");
    expect(error("a".repeat(201))).toBe("Search with at most 200 characters.");
    expect(error(`${"a".repeat(199)}  `)).toBeUndefined();
    expect(error("a\u0000b")).toBe("Search contains characters we cannot accept.");
  });

  it("is optional on the requests list, where an empty q means no search", () => {
    expect(requestListQuerySchema.parse({ q: "" })).toEqual({});
    expect(requestListQuerySchema.parse({ q: "late" })).toEqual({ q: { words: "late" } });
  });
});

describe("a LIKE literal", () => {
  it("escapes the wildcards and the escape character", () => {
    expect(likeLiteral("100%_a\\b")).toBe("100\\%\\_a\\\\b");
    expect(likeLiteral("PO-7")).toBe("PO-7");
  });
});
