// A person's directory state and what it allows, and the Users table's filters as the address carries them.
import { describe, expect, it } from "vitest";
import { parseUserFilters, removalRefusal, userFiltersQuery, userState } from "@/lib/auth/user-state";
import { accessRequestSchema } from "@/lib/auth/access-request-schema";

describe("user state", () => {
  const at = new Date("2026-11-20T10:00:00Z");
  it("is invited until the first sign-in, then active; paused wins either way", () => {
    expect(userState({ active: true, lastSignedInAt: null })).toBe("invited");
    expect(userState({ active: true, lastSignedInAt: at })).toBe("active");
    expect(userState({ active: false, lastSignedInAt: at })).toBe("paused");
    expect(userState({ active: false, lastSignedInAt: null })).toBe("paused");
  });

  it("only a paused user may be removed", () => {
    expect(removalRefusal("paused")).toBeNull();
    expect(removalRefusal("active")).toMatch(/^Pause this user first/);
    expect(removalRefusal("invited")).toMatch(/^Pause this user first/);
  });
});

describe("the Users table's filters", () => {
  const id = "5f0c7c5e-9a43-4c8e-b5a1-0d6f2f1d7a10";
  it("keeps what it understands and drops the rest", () => {
    expect(parseUserFilters({ q: "  Anita   Rao ", role: "client", organisation: id, state: "paused" })).toEqual({
      q: "Anita Rao",
      role: "client",
      organisation: id,
      state: "paused",
    });
    expect(parseUserFilters({ q: "", role: "owner", organisation: "acme", state: "gone" })).toEqual({});
    expect(parseUserFilters({ role: ["vendor", "client"], organisation: "none" })).toEqual({
      role: "vendor",
      organisation: "none",
    });
    expect(parseUserFilters({ q: "x".repeat(500) }).q).toHaveLength(100);
  });

  it("writes the same filters back as a query string", () => {
    expect(userFiltersQuery({})).toBe("");
    expect(userFiltersQuery({ q: "a b", state: "invited" })).toBe("?q=a+b&state=invited");
  });
});

describe("the request-access form", () => {
  const valid = {
    name: "Kavya Joshi",
    email: " Kavya@NewCo.example ",
    company: "NewCo",
    message: "We need to follow our project.",
    idempotencyKey: "5f0c7c5e-9a43-4c8e-b5a1-0d6f2f1d7a10",
  };
  it("takes a well-formed request and keeps the address as the directory compares it", () => {
    expect(accessRequestSchema.parse(valid).email).toBe("kavya@newco.example");
  });
  it("names each field it refuses", () => {
    const result = accessRequestSchema.safeParse({ ...valid, email: "nope", message: "hi", name: "K\u0000" });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((i) => i.path[0]);
    expect(paths).toEqual(expect.arrayContaining(["email", "message", "name"]));
  });
});
