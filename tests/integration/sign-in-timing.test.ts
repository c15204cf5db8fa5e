// A registered and an unregistered address take the same time to answer: a Mann–Whitney U test over 200 interleaved
// code requests of each kind finds no difference (two-sided p above 0.001).
import { performance } from "node:perf_hooks";
import { beforeAll, expect, it } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { users } from "@/lib/db/schema";
import { describeEachDatabase } from "../support/db";
import { useTestEnv } from "../support/env";
import { post } from "../support/http";

const tries = 200;
const warmUp = 40;

beforeAll(() => {
  // Console outbox never used: no worker runs here, so the known addresses' mail stays queued.
  useTestEnv({ SMTP_URL: undefined, DATABASE_URL: undefined });
});

/** A small seeded generator (mulberry32), so the interleaving is the same on every run. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Standard normal upper tail (Abramowitz–Stegun 7.1.26 via erfc). */
function normalTail(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  return (poly * Math.exp(-x * x)) / 2;
}

/** Two-sided p-value of the Mann–Whitney U test (normal approximation with tie correction). */
function mannWhitneyP(a: number[], b: number[]): number {
  const all = [...a.map((v) => ({ v, g: 0 })), ...b.map((v) => ({ v, g: 1 }))].sort((x, y) => x.v - y.v);
  const ranks = new Array<number>(all.length);
  let tieTerm = 0;
  for (let i = 0; i < all.length;) {
    let j = i;
    while (j + 1 < all.length && all[j + 1]!.v === all[i]!.v) j += 1;
    for (let k = i; k <= j; k += 1) ranks[k] = (i + j) / 2 + 1;
    const t = j - i + 1;
    tieTerm += t ** 3 - t;
    i = j + 1;
  }
  const n1 = a.length;
  const n2 = b.length;
  const r1 = all.reduce((sum, item, i) => (item.g === 0 ? sum + ranks[i]! : sum), 0);
  const u = r1 - (n1 * (n1 + 1)) / 2;
  const mean = (n1 * n2) / 2;
  const n = n1 + n2;
  const sd = Math.sqrt(((n1 * n2) / 12) * (n + 1 - tieTerm / (n * (n - 1))));
  return 2 * normalTail((u - mean) / sd);
}

it("the rank test tells apart samples that do differ (so a pass below means something)", () => {
  const random = seeded(7);
  const a = Array.from({ length: tries }, () => 7 + random());
  const b = Array.from({ length: tries }, () => 7.2 + random());
  expect(mannWhitneyP(a, b)).toBeLessThan(0.001);
  expect(
    mannWhitneyP(
      a,
      a.map((v) => v + 0),
    ),
  ).toBeGreaterThan(0.5);
});

describeEachDatabase("sign-in timing", (database) => {
  it("known and unknown addresses answer in indistinguishable time", { timeout: 120_000 }, async () => {
    const db = database().db;
    const total = warmUp + tries;
    await db.insert(users).values(
      Array.from({ length: total }, (_, i) => ({
        email: `known${i}@nexora.example`,
        name: `Known ${i}`,
        role: "client" as const,
      })),
    );
    const random = seeded(2026);
    const order = Array.from(
      { length: 2 * total },
      (_, i) => (i % 2 === 0 ? "known" : "unknown") as "known" | "unknown",
    ).sort(() => random() - 0.5);
    const times = { known: [] as number[], unknown: [] as number[] };
    const counters = { known: 0, unknown: 0 };
    for (const [i, kind] of order.entries()) {
      const n = counters[kind]++;
      const email = kind === "known" ? `known${n}@nexora.example` : `stranger${n}@example.com`;
      const request = post("/api/auth/login", { email }, { ip: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` });
      const started = performance.now();
      const response = await login(request);
      const elapsed = performance.now() - started;
      expect(response.status).toBe(200);
      if (n >= warmUp) times[kind].push(elapsed);
    }
    expect(times.known).toHaveLength(tries);
    expect(times.unknown).toHaveLength(tries);
    const p = mannWhitneyP(times.known, times.unknown);
    const median = (values: number[]) => [...values].sort((x, y) => x - y)[values.length >> 1]!;
    console.log(
      `[timing] ${database().kind}: known median ${median(times.known).toFixed(2)} ms, unknown ${median(times.unknown).toFixed(2)} ms, p = ${p.toFixed(3)}`,
    );
    expect(p).toBeGreaterThan(0.001);
  });
});
