// What the POST routes refuse before any rule runs: cross-site requests, non-JSON, oversized and malformed bodies.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as health } from "@/app/api/health/route";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as logout } from "@/app/api/auth/logout/route";
import { POST as verify } from "@/app/api/auth/verify-otp/route";
import { openDatabase, setDatabase } from "@/lib/db/client";
import { rateLimits } from "@/lib/db/schema";
import { ipLimits } from "@/lib/http/rate-limit";
import { resetMailer } from "@/lib/mail/transport";
import { clockInCurrentWindow, realClockAfterEach } from "../support/clock";
import { describeEachDatabase } from "../support/db";
import { useTestEnv } from "../support/env";
import { post } from "../support/http";
import { startSmtp, type TestSmtp } from "../support/smtp";

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
  useTestEnv({ SMTP_URL: smtp.url, DATABASE_URL: undefined });
});
afterAll(async () => {
  resetMailer();
  await smtp.close();
});
realClockAfterEach();

const valid = { email: "someone@nexora.example" };

describeEachDatabase("request guard", (database) => {
  it("a cross-site Origin is refused with 403, on every POST route", async () => {
    for (const route of [login, verify, logout]) {
      const response = await route(post("/api/auth/login", valid, { origin: "https://evil.example" }));
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        error: "This request did not come from our website, so it was refused.",
      });
    }
  });

  it("a cross-site Sec-Fetch-Site is refused, a same-origin one and a client without either header are served", async () => {
    expect((await login(post("/api/auth/login", valid, { origin: null, fetchSite: "cross-site" }))).status).toBe(403);
    expect((await login(post("/api/auth/login", valid, { fetchSite: "same-origin" }))).status).toBe(200);
    expect(
      (await login(post("/api/auth/login", { email: "curl@nexora.example" }, { origin: null, ip: "198.51.100.1" })))
        .status,
    ).toBe(200);
  });

  it("malformed JSON is a 400 with a sentence", async () => {
    const response = await login(
      post("/api/auth/login", undefined, { contentType: "application/json", rawBody: '{"email": ' }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "The request body is not valid JSON." });
  });

  it("a body that is not JSON is a 415", async () => {
    const response = await login(
      post("/api/auth/login", undefined, { contentType: "application/x-www-form-urlencoded", rawBody: "email=a@b.co" }),
    );
    expect(response.status).toBe(415);
    expect((await response.json()).error).toMatch(/JSON/);
  });

  it("a body over 8 KB is a 413, whether declared or only sent", async () => {
    // Refused on the declared length alone, before reading the (here short) body.
    const declaredRequest = post("/api/auth/login", valid);
    declaredRequest.headers.set("content-length", "9000");
    expect((await login(declaredRequest)).status).toBe(413);
    const big = JSON.stringify({ email: "a@nexora.example", padding: "x".repeat(9000) });
    expect(
      (await login(post("/api/auth/login", undefined, { rawBody: big, contentType: "application/json" }))).status,
    ).toBe(413);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 10; i += 1) controller.enqueue(new TextEncoder().encode(" ".repeat(1000)));
        controller.close();
      },
    });
    const request = new Request("http://localhost:3000/api/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost:3000" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(request.headers.get("content-length")).toBeNull();
    expect((await login(request)).status).toBe(413);
  });

  it("invalid fields are a 400 naming each field", async () => {
    const response = await verify(post("/api/auth/verify-otp", { email: "not-an-address", otp: "12ab" }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "Please enter a valid email.",
      fields: { email: "Please enter a valid email.", otp: "The code is the 6 digits from the e-mail." },
    });
  });

  it("refused requests do not count toward the per-IP limit, which allows 10 code requests a minute", async () => {
    clockInCurrentWindow(ipLimits.login.windowSeconds);
    for (let i = 0; i < 12; i += 1)
      await login(post("/api/auth/login", undefined, { contentType: "application/json", rawBody: "nope" }));
    expect(await database().db.select().from(rateLimits)).toHaveLength(0);
    for (let i = 0; i < 10; i += 1)
      expect((await login(post("/api/auth/login", { email: `u${i}@nexora.example` }))).status).toBe(200);
    const eleventh = await login(post("/api/auth/login", { email: "u10@nexora.example" }));
    expect(eleventh.status).toBe(429);
    expect(Number(eleventh.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(
      (await login(post("/api/auth/login", { email: "other@nexora.example" }, { ip: "198.51.100.7" }))).status,
    ).toBe(200);
  });

  it("NUL, a lone surrogate or a control character in the address is a 400 naming the field, before any limit counts", async () => {
    for (const [route, path, extra] of [
      [login, "/api/auth/login", {}],
      [verify, "/api/auth/verify-otp", { otp: "123456" }],
    ] as const) {
      for (const email of [
        "a\u0000b@nexora.example",
        "a\ud800@nexora.example",
        "\udc00a@nexora.example",
        "a\u001b@nexora.example",
        "moc.\u202e@nexora.example",
      ]) {
        const response = await route(post(path, { email, ...extra }));
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({
          error: "Email contains characters we cannot accept.",
          fields: { email: "Email contains characters we cannot accept." },
        });
      }
    }
    expect(await database().db.select().from(rateLimits)).toHaveLength(0);
  });

  it("NUL or a lone surrogate anywhere in the JSON is a 400 naming where, even where the schema would drop it", async () => {
    const cases: [string, string][] = [
      [String.raw`{"email":"a@nexora.example","extra":"\u0000"}`, "extra"],
      [String.raw`{"email":"a@nexora.example","nested":{"list":[1,"\ud83d"]}}`, "nested.list[1]"],
      [String.raw`{"email":"a@nexora.example","bad\u0000key":1}`, '"bad\\u{0}key"'],
      // A repeated key: the later value wins in JSON.parse, the earlier one was sent all the same.
      [String.raw`{"email":"a\u0000@nexora.example","email":"a@nexora.example"}`, "email"],
    ];
    for (const [rawBody, where] of cases) {
      const response = await login(post("/api/auth/login", undefined, { contentType: "application/json", rawBody }));
      expect(response.status).toBe(400);
      const message = `The field ${where} contains characters we cannot accept.`;
      expect(await response.json()).toEqual({ error: message, fields: { [where]: message } });
    }
    const out = await logout(
      post("/api/auth/logout", undefined, { contentType: "application/json", rawBody: String.raw`{"x":"\u0000"}` }),
    );
    expect(out.status).toBe(400);
    expect(await database().db.select().from(rateLimits)).toHaveLength(0);
  });

  it("__proto__ and constructor keys pollute nothing and are dropped like any unknown field", async () => {
    const rawBody = JSON.stringify({ email: "proto@nexora.example" }).replace(
      "{",
      '{"__proto__":{"polluted":true,"isAdmin":true},"constructor":{"prototype":{"polluted":true}},',
    );
    const response = await login(post("/api/auth/login", undefined, { contentType: "application/json", rawBody }));
    expect(response.status).toBe(200);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty("polluted");
    const denied = await logout(
      post("/api/auth/logout", undefined, {
        contentType: "application/json",
        rawBody: String.raw`{"__proto__":"\u0000"}`,
      }),
    );
    expect(denied.status).toBe(400);
    expect(Object.prototype).not.toHaveProperty("polluted");
  });

  it("the health check answers ok with the database reachable", async () => {
    const response = await health();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", db: "ok" });
  });
});

describe("a database that is down", () => {
  it("turns sign-in requests into a 503 with a sentence, and the health check into a 503", async () => {
    const down = await openDatabase({ kind: "postgres", url: "postgres://nobody@127.0.0.1:9/none", max: 1 });
    setDatabase(down);
    try {
      const response = await login(post("/api/auth/login", valid));
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        error: "The service is temporarily unavailable. Please try again in a minute.",
      });
      const checked = await health();
      expect(checked.status).toBe(503);
      expect(await checked.json()).toEqual({ status: "error", db: "unavailable" });
    } finally {
      setDatabase(undefined);
      await down.close();
    }
  });
});
