import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createRotator } from "@/lib/rotation";

describe("rotation", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup(count = 4, intervalMs = 4000) {
    const seen: number[] = [];
    const rotator = createRotator({ count, intervalMs, onChange: (i) => seen.push(i) });
    return { rotator, seen };
  }

  it("advances once per interval and wraps to the first item", () => {
    const { rotator, seen } = setup();
    rotator.start();
    vi.advanceTimersByTime(3999);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([1]);
    vi.advanceTimersByTime(12_000);
    expect(seen).toEqual([1, 2, 3, 0]);
    expect(rotator.index).toBe(0);
  });

  it("does nothing until started and stops when stopped", () => {
    const { rotator, seen } = setup();
    vi.advanceTimersByTime(10_000);
    expect(seen).toEqual([]);
    rotator.start();
    vi.advanceTimersByTime(4000);
    rotator.stop();
    vi.advanceTimersByTime(20_000);
    expect(seen).toEqual([1]);
  });

  it("pauses while any reason holds and waits a full interval after resuming", () => {
    const { rotator, seen } = setup();
    rotator.start();
    vi.advanceTimersByTime(3000);
    rotator.pause("hover");
    rotator.pause("focus");
    vi.advanceTimersByTime(20_000);
    expect(seen).toEqual([]);
    rotator.resume("hover");
    vi.advanceTimersByTime(20_000);
    expect(seen).toEqual([]);
    expect(rotator.paused).toBe(true);
    rotator.resume("focus");
    vi.advanceTimersByTime(3999);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([1]);
  });

  it("never rotates under reduced motion", () => {
    const { rotator, seen } = setup();
    rotator.pause("reduced-motion");
    rotator.start();
    vi.advanceTimersByTime(60_000);
    expect(seen).toEqual([]);
    expect(rotator.isPausedBy("reduced-motion")).toBe(true);
  });

  it("jumps to a chosen item and restarts the interval from there", () => {
    const { rotator, seen } = setup();
    rotator.start();
    vi.advanceTimersByTime(3000);
    rotator.goTo(2);
    vi.advanceTimersByTime(3000);
    expect(seen).toEqual([2]);
    vi.advanceTimersByTime(1000);
    expect(seen).toEqual([2, 3]);
    rotator.goTo(-1);
    expect(rotator.index).toBe(3);
  });

  it("does not rotate a single item", () => {
    const { rotator, seen } = setup(1, 3000);
    rotator.start();
    vi.advanceTimersByTime(30_000);
    expect(seen).toEqual([]);
  });
});
