// Passkey rules: the relying party from SITE_URL, challenge lifetime and fit, and the payload schemas.
import { describe, expect, it } from "vitest";
import {
  challengeExpiry,
  challengeFits,
  challengeLifetimeSeconds,
  registerPasskeySchema,
  relyingParty,
} from "@/lib/auth/passkey-rules";
import { passkeyNameMaxLength } from "@/lib/auth/passkey-limits";

const now = new Date("2026-11-26T10:00:00Z");

describe("the relying party", () => {
  it("is the host of SITE_URL, without port or path, and the origin keeps scheme and port", () => {
    expect(relyingParty("https://portal.nexora.example:8443/base")).toEqual({
      rpID: "portal.nexora.example",
      origin: "https://portal.nexora.example:8443",
      rpName: "Nexora",
    });
    expect(relyingParty("http://localhost:3202", "Nexora")).toMatchObject({
      rpID: "localhost",
      origin: "http://localhost:3202",
    });
    expect(relyingParty("https://WWW.Nexora.example").rpID).toBe("www.nexora.example");
  });
});

describe("a challenge", () => {
  const fresh = { purpose: "register" as const, userId: "u1", expiresAt: challengeExpiry(now) };

  it("lives five minutes", () => {
    expect(challengeLifetimeSeconds).toBe(300);
    expect(challengeExpiry(now).getTime() - now.getTime()).toBe(300_000);
  });

  it("fits its own ceremony while fresh, and nothing else", () => {
    expect(challengeFits(fresh, { purpose: "register", userId: "u1" }, now)).toBe(true);
    expect(challengeFits(fresh, { purpose: "register", userId: "u2" }, now)).toBe(false);
    expect(challengeFits(fresh, { purpose: "sign_in" }, now)).toBe(false);
    expect(challengeFits(undefined, { purpose: "sign_in" }, now)).toBe(false);
    const signIn = { purpose: "sign_in" as const, userId: null, expiresAt: challengeExpiry(now) };
    expect(challengeFits(signIn, { purpose: "sign_in" }, now)).toBe(true);
  });

  it("is refused at and after its expiry", () => {
    const end = fresh.expiresAt;
    expect(challengeFits(fresh, { purpose: "register", userId: "u1" }, new Date(end.getTime() - 1))).toBe(true);
    expect(challengeFits(fresh, { purpose: "register", userId: "u1" }, end)).toBe(false);
    expect(challengeFits(fresh, { purpose: "register", userId: "u1" }, new Date(end.getTime() + 60_000))).toBe(false);
  });
});

describe("the registration payload", () => {
  const response = {
    id: "abc",
    rawId: "abc",
    type: "public-key",
    response: { clientDataJSON: "e30", attestationObject: "oA" },
  };

  it("needs a name of at most the limit, trimmed, on one line", () => {
    expect(registerPasskeySchema.safeParse({ name: "  Work laptop ", response }).data?.name).toBe("Work laptop");
    expect(registerPasskeySchema.safeParse({ name: "", response }).success).toBe(false);
    expect(registerPasskeySchema.safeParse({ name: "x".repeat(passkeyNameMaxLength + 1), response }).success).toBe(
      false,
    );
    expect(registerPasskeySchema.safeParse({ name: "a\nb", response }).success).toBe(false);
  });

  it("refuses a credential that is not base64url or not a public key", () => {
    expect(registerPasskeySchema.safeParse({ name: "A", response: { ...response, id: "a b" } }).success).toBe(false);
    expect(registerPasskeySchema.safeParse({ name: "A", response: { ...response, type: "password" } }).success).toBe(
      false,
    );
  });
});
