// Seeded generators of hostile input: a small PRNG, strings no field should take, and forged session cookies.
import { sealData } from "iron-session";
import { testSecret } from "./env";

export type Rng = {
  int(n: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
};

/** mulberry32: deterministic, so a failure names a seed and a case number that reproduce it. */
export function rng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return { int, chance: (p) => next() < p, pick: (items) => items[int(items.length)] as (typeof items)[number] };
}

/** Characters a single-line field refuses: controls, separators, bidi overrides and isolates, lone surrogates. */
export const badInLine = [
  "\u0000",
  "\u0007",
  "\u001b[2J",
  "\u001b]0;owned\u0007",
  "\t",
  "\n",
  "\r\n",
  "\u007f",
  "\u009b31m",
  "\u0085",
  "\u2028",
  "\u202a",
  "\u202e",
  "\u2066",
  "\u2068",
  "\u2069",
  "\ud800",
  "\udfff",
  "\ud83d",
  "\ude00x\ude00",
  "\ufffd",
] as const;

/** Characters long text refuses (tab, line breaks and bidi marks are allowed there; overrides and isolates not). */
export const badInText = [
  "\u0000",
  "\u0007",
  "\u001b[2J",
  "\u000b",
  "\u000c",
  "\u007f",
  "\u009b",
  "\u202a",
  "\u202b",
  "\u202c",
  "\u202d",
  "\u202e",
  "\u2066",
  "\u2067",
  "\u2068",
  "\u2069",
  "\ud800",
  "\udc00",
  "\u0000\u0000\u0000",
] as const;

/**
 * Page cursors in the lists' own shape (base64url JSON of [timestamp, id]) that are not theirs: a timestamp JavaScript
 * parses but PostgreSQL refuses, one out of its range, a wrong shape, a non-UUID id, and plain garbage.
 */
export function forgedCursors(): string[] {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const id = "00000000-0000-4000-8000-000000000000";
  const times = ["1", "2026-02-30", "2026-02-30T00:00:00.000000Z", "0000-01-01T00:00:00.000000Z"];
  const more = ["2026-01-01T24:00:00.000000Z", "-271821-04-20T00:00:00Z", "2026-01-01 00:00:00+99"];
  return [
    ...[...times, ...more].map((at) => encode([at, id])),
    encode(["2026-01-01T00:00:00.000000Z", "1 or 1=1"]),
    encode({ at: "2026-01-01T00:00:00.000000Z", id }),
    "not-a-cursor",
    "%E2%80%AE",
  ];
}

/** NUL and lone surrogates: what the request guard refuses wherever it appears. */
export const unstorable = ["\u0000", "\ud800", "\udbff", "\udc00", "x\u0000y", "\ud83d!"] as const;

/** `text` with a bad character somewhere inside (never only at the ends, which trimming would forgive). */
export function spoil(r: Rng, text: string, bad: readonly string[] = badInLine): string {
  const at = 1 + r.int(Math.max(1, text.length - 1));
  return `${text.slice(0, at)}${r.pick(bad)}${text.slice(at)}`;
}

export const wrongTypes: readonly unknown[] = [
  0,
  -1,
  1.5,
  12345678901234567890,
  true,
  false,
  null,
  [],
  {},
  ["a"],
  { $ne: "" },
  [[[]]],
  { length: 1 },
];

export function huge(r: Rng, min: number, max: number): string {
  return r.pick(["x", "é", "😀", "\u0301", "a\u200d"]).repeat(min + r.int(max - min));
}

/** Syntactically broken addresses (each still a string). */
export function badAddress(r: Rng): string {
  return r.pick([
    "",
    "   ",
    "plainaddress",
    "a@b",
    "@nexora.example",
    "a@@nexora.example",
    "a b@nexora.example",
    `${"x".repeat(250)}@nexora.example`,
    "<script>@x",
    spoil(r, "asha@example.in"),
    spoil(r, "priya@nexora.example"),
  ]);
}

const cookieAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_*~.";

function garbage(r: Rng, length: number): string {
  let out = "";
  for (let i = 0; i < length; i += 1) out += cookieAlphabet[r.int(cookieAlphabet.length)];
  return out;
}

/** A session cookie no one was given: garbage, a broken seal, another secret, expired, or naming no session. */
export async function forgedCookie(r: Rng): Promise<string> {
  const sid = garbage(r, 43);
  const role = r.pick(["admin", "employee", "client", "vendor", "root"]);
  const now = Date.now();
  const otherSecret = "another-secret-0123456789-abcdefghijklmnop";
  const value = await (async () => {
    switch (r.int(7)) {
      case 0:
        return garbage(r, 1 + r.int(300));
      case 1:
        return `Fe26.2**${garbage(r, 40)}*${garbage(r, 22)}*${garbage(r, 64)}**${garbage(r, 43)}~2`;
      case 2:
        return sealData({ sid, role: "admin", exp: now + 3_600_000 }, { password: otherSecret, ttl: 3600 });
      case 3:
        return sealData({ sid, role, exp: now - 1000 - r.int(1_000_000) }, { password: testSecret, ttl: 3600 });
      case 4:
        return sealData({ sid, role: "admin", exp: now + 3_600_000 }, { password: testSecret, ttl: 3600 });
      case 5:
        return sealData({ sid: 42, role: "admin", exp: "never" }, { password: testSecret, ttl: 3600 });
      default:
        return garbage(r, 4000);
    }
  })();
  return `nexora_session=${value}`;
}
