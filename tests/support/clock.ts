// A test clock: only Date is faked (timers stay real, so servers and workers keep running), real again after each test.
import { afterEach, vi } from "vitest";
import { windowStart } from "@/lib/http/rate-limit";

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

/**
 * Stops the clock just after the start of the rate-limit window now running (lib/http/rate-limit.ts counts fixed
 * windows of `windowSeconds`), so every request a test sends lands in that one window, as it would not if the real
 * clock crossed into the next. The stopped clock is never ahead of the real one, so what is stored meanwhile is
 * already due once the real clock is back.
 */
export function clockInCurrentWindow(windowSeconds: number) {
  return clockAt(new Date(windowStart(new Date(), windowSeconds).getTime() + 1));
}

/**
 * For a test against a server in another process, whose clock cannot be stopped: when fewer than `seconds` are left in
 * the rate-limit window now running, waits for the next one to begin, so a burst of requests lands in one window.
 */
export async function roomInCurrentWindow(windowSeconds: number, seconds = 15): Promise<void> {
  const now = Date.now();
  const end = windowStart(new Date(now), windowSeconds).getTime() + windowSeconds * 1000;
  if (end - now < seconds * 1000) await new Promise((resolve) => setTimeout(resolve, end - now + 50));
}
