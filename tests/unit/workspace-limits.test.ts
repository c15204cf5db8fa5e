import { describe, expect, it } from "vitest";
import { parseEnv } from "@/lib/env";
import {
  fitsStorage,
  formatSize,
  limitDefaults,
  limitDetail,
  limitSentence,
  MB,
  parseWorkspaceLimits,
  storageSentence,
  uploadCounters,
  writeCounter,
} from "@/lib/workspace/limit-rules";

describe("the WORKSPACE_LIMITS setting", () => {
  it("keeps every default when unset or blank, and replaces only the limits it names", () => {
    expect(parseWorkspaceLimits(undefined)).toEqual(limitDefaults);
    expect(parseWorkspaceLimits(" ")).toEqual(limitDefaults);
    expect(parseWorkspaceLimits("requests=40, upload_mb = 500,")).toEqual({
      ...limitDefaults,
      requests: 40,
      upload_mb: 500,
    });
  });

  it("refuses unknown names, non-numbers, zero and values past a million, each with what was wrong", () => {
    expect(() => parseWorkspaceLimits("request=5")).toThrow(/names "request", which is not a limit \(requests,/);
    expect(() => parseWorkspaceLimits("requests=many")).toThrow(/"requests=many", which is not name=number/);
    expect(() => parseWorkspaceLimits("requests=-1")).toThrow(/not name=number/);
    expect(() => parseWorkspaceLimits("replies=0")).toThrow(/sets replies to 0: a limit is from 1 to 1,000,000/);
    expect(() => parseWorkspaceLimits("org_storage_mb=1000001")).toThrow(/from 1 to 1,000,000/);
  });

  it("is read with the environment, and a bad value stops the start naming the variable", () => {
    expect(parseEnv({ WORKSPACE_LIMITS: "invoices=3" }).WORKSPACE_LIMITS.invoices).toBe(3);
    expect(parseEnv({}).WORKSPACE_LIMITS).toEqual(limitDefaults);
    expect(() => parseEnv({ WORKSPACE_LIMITS: "uploads=lots" })).toThrow(/WORKSPACE_LIMITS has "uploads=lots"/);
  });

  it("defaults leave room for people working fast, and storage for years of documents", () => {
    expect(limitDefaults.requests).toBeGreaterThanOrEqual(10);
    expect(limitDefaults.replies).toBeGreaterThanOrEqual(30);
    // A person's hour holds twenty files at the 10 MB maximum; an organisation's, several people's.
    expect(limitDefaults.upload_mb).toBeGreaterThanOrEqual(20 * 10);
    expect(limitDefaults.org_upload_mb).toBeGreaterThan(limitDefaults.upload_mb);
    expect(limitDefaults.org_uploads).toBeGreaterThan(limitDefaults.uploads);
  });
});

describe("what an action takes from", () => {
  const limits = parseWorkspaceLimits("requests=3, uploads=4, upload_mb=2, org_uploads=9, org_upload_mb=5");

  it("a write counts one against the person's minute", () => {
    expect(writeCounter(limits, "requests", "p1")).toEqual({
      name: "requests",
      key: "ws:requests:p1",
      amount: 1,
      limit: 3,
      windowSeconds: 60,
    });
  });

  it("an upload by an organisation's person counts files and KB for the person and the organisation, an hour", () => {
    const counters = uploadCounters(limits, "p1", "o1", 1500);
    expect(counters.map((c) => [c.key, c.amount, c.limit, c.windowSeconds])).toEqual([
      ["ws:uploads:p1", 1, 4, 3600],
      ["ws:upload_mb:p1", 2, 2048, 3600],
      ["ws:org_uploads:o1", 1, 9, 3600],
      ["ws:org_upload_mb:o1", 2, 5120, 3600],
    ]);
  });

  it("an upload by staff counts only for the person", () => {
    expect(uploadCounters(limits, "s1", null, 10).map((c) => c.name)).toEqual(["uploads", "upload_mb"]);
  });

  it("a file fits the organisation's storage up to the last byte", () => {
    const tiny = parseWorkspaceLimits("org_storage_mb=1");
    expect(fitsStorage(tiny, MB - 10, 10)).toBe(true);
    expect(fitsStorage(tiny, MB - 10, 11)).toBe(false);
  });
});

describe("what a refusal says", () => {
  it("names what was done too often and how long to wait", () => {
    expect(limitSentence("requests", limitDefaults, 40)).toBe(
      "You have opened a lot of requests in the last minute. Please wait 40 seconds and try again.",
    );
    expect(limitSentence("upload_mb", limitDefaults, 1500)).toBe(
      "This file would take your uploads past 200 MB in an hour. Please wait 25 minutes and try again.",
    );
    expect(limitSentence("org_uploads", limitDefaults, 1)).toMatch(
      /^Your organisation has uploaded 300 files .* 1 second/,
    );
  });

  it("says how full the organisation is and that waiting will not help", () => {
    expect(storageSentence(limitDefaults, 5 * 1024 * MB - 3 * MB, 4.5 * MB)).toBe(
      "Your organisation's files use 5 GB of the 5 GB it may keep, so this 4.5 MB file does not fit. Please ask Nexora to make room.",
    );
  });

  it("sizes read as KB, MB and GB", () => {
    expect([1, 2048, MB, 1.25 * MB, 1536 * MB].map(formatSize)).toEqual(["1 KB", "2 KB", "1 MB", "1.3 MB", "1.5 GB"]);
  });

  it("audits the limit and its size, and the organisation for an organisation's limit", () => {
    expect(limitDetail("replies", limitDefaults)).toBe("replies: 60 a minute");
    expect(limitDetail("org_upload_mb", limitDefaults, "o1")).toBe("org_upload_mb: 1024 MB an hour, organisation o1");
    expect(limitDetail("org_storage_mb", limitDefaults, "o1")).toBe("org_storage_mb: 5120 MB, organisation o1");
  });
});
