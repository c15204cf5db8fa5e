// Sign-in codes: how they are generated, hashed and compared.
import * as crypto from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { generateCode, hashCode, hashesMatch } from "@/lib/auth/codes";
import { resetEnv } from "@/lib/env";

vi.mock("node:crypto", async (importOriginal) => {
  const original = await importOriginal<typeof import("node:crypto")>();
  return { ...original, randomInt: vi.fn(original.randomInt), timingSafeEqual: vi.fn(original.timingSafeEqual) };
});

process.env.SESSION_SECRET = "unit-secret-0123456789-abcdefghijklmnopqrstuvwxyz";
resetEnv();

afterEach(() => {
  process.env.SESSION_SECRET = "unit-secret-0123456789-abcdefghijklmnopqrstuvwxyz";
  resetEnv();
});

describe("code generation", () => {
  it("draws from crypto.randomInt over the whole 000000–999999 range", () => {
    vi.mocked(crypto.randomInt).mockClear();
    generateCode();
    expect(crypto.randomInt).toHaveBeenCalledWith(0, 1_000_000);
  });

  it("always gives six digits, zero-padded at the bottom of the range", () => {
    expect(generateCode(() => 0)).toBe("000000");
    expect(generateCode(() => 42)).toBe("000042");
    expect(generateCode(() => 999_999)).toBe("999999");
    for (let i = 0; i < 500; i += 1) expect(generateCode()).toMatch(/^\d{6}$/);
  });

  it("does not repeat itself much (a CSPRNG, not a counter or a clock)", () => {
    const codes = new Set(Array.from({ length: 1000 }, () => generateCode()));
    expect(codes.size).toBeGreaterThan(990);
  });
});

describe("code hashing", () => {
  it("stores an HMAC, never the code, that depends on the address, the code and the server secret", () => {
    const hash = hashCode("a@nexora.example", "123456");
    expect(hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hash).not.toContain("123456");
    expect(hashCode("a@nexora.example", "123456")).toBe(hash);
    expect(hashCode("b@nexora.example", "123456")).not.toBe(hash);
    expect(hashCode("a@nexora.example", "123457")).not.toBe(hash);
    process.env.SESSION_SECRET = "another-secret-0123456789-abcdefghijklmnopqrstuvwxyz";
    resetEnv();
    expect(hashCode("a@nexora.example", "123456")).not.toBe(hash);
  });

  it("is keyed by a derived key, not the raw secret", () => {
    const raw = crypto
      .createHmac("sha256", process.env.SESSION_SECRET ?? "")
      .update("a@nexora.example\n123456")
      .digest("base64url");
    expect(hashCode("a@nexora.example", "123456")).not.toBe(raw);
  });

  it("compares hashes in constant time and refuses any difference", () => {
    vi.mocked(crypto.timingSafeEqual).mockClear();
    const hash = hashCode("a@nexora.example", "123456");
    expect(hashesMatch(hash, hashCode("a@nexora.example", "123456"))).toBe(true);
    expect(crypto.timingSafeEqual).toHaveBeenCalledTimes(1);
    expect(hashesMatch(hash, hashCode("a@nexora.example", "654321"))).toBe(false);
    expect(hashesMatch(hash, hash.slice(1))).toBe(false);
    expect(hashesMatch(hash, "")).toBe(false);
  });
});
