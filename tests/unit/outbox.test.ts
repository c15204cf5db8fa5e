import { describe, expect, it } from "vitest";
import { outboxRules, retryDelaySeconds } from "@/lib/mail/outbox";

describe("outbox retries", () => {
  it("retries a notification first within 10 s, then doubles up to 60 s apart", () => {
    expect([1, 2, 3, 4, 5, 6, 50].map((n) => retryDelaySeconds(n))).toEqual([5, 10, 20, 40, 60, 60, 60]);
    expect(retryDelaySeconds(1)).toBeLessThanOrEqual(10);
  });

  it("retries a sign-in code every few seconds, so an SMTP hiccup delays it instead of losing it", () => {
    expect([1, 2, 3, 4, 5, 20].map((n) => retryDelaySeconds(n, "codes"))).toEqual([2, 4, 8, 15, 15, 15]);
  });

  it("leases a claimed row for longer than a send can take", () => {
    // Three SMTP phases of about 10 s each must finish before another worker may take the row.
    expect(outboxRules.leaseSeconds).toBeGreaterThan(30);
  });
});
