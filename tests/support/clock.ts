// A test clock: only Date is faked (timers stay real, so servers and workers keep running), real again after each test.
import { afterEach, vi } from "vitest";

/** Call at the top of a test file: every test that set the clock gets the real one back afterwards. */
export function realClockAfterEach(): void {
  afterEach(() => {
    vi.useRealTimers();
  });
}

/** Sets the clock to `date`; `advance` moves it on by whole or fractional seconds. */
export function clockAt(date: Date) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(date);
  return { advance: (seconds: number) => vi.setSystemTime(new Date(Date.now() + seconds * 1000)) };
}
