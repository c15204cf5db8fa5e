// Timed rotation through a list (announcements, hero line) that any number of reasons can pause.

export type PauseReason = "hover" | "focus" | "user" | "reduced-motion" | "hidden";

export type Rotator = {
  start(): void;
  stop(): void;
  pause(reason: PauseReason): void;
  resume(reason: PauseReason): void;
  goTo(index: number): void;
  readonly index: number;
  readonly paused: boolean;
  isPausedBy(reason: PauseReason): boolean;
};

type Options = {
  count: number;
  intervalMs: number;
  onChange: (index: number) => void;
  timers?: { set: (fn: () => void, ms: number) => unknown; clear: (handle: unknown) => void };
};

const defaultTimers = {
  set: (fn: () => void, ms: number) => setInterval(fn, ms),
  clear: (handle: unknown) => clearInterval(handle as ReturnType<typeof setInterval>),
};

export function createRotator({ count, intervalMs, onChange, timers = defaultTimers }: Options): Rotator {
  let index = 0;
  let started = false;
  let handle: unknown;
  const reasons = new Set<PauseReason>();

  const running = () => started && reasons.size === 0 && count > 1;

  function clear() {
    if (handle !== undefined) timers.clear(handle);
    handle = undefined;
  }

  // A resumed or manually moved rotation waits a full interval before the next change.
  function sync() {
    clear();
    if (running()) {
      handle = timers.set(() => {
        index = (index + 1) % count;
        onChange(index);
      }, intervalMs);
    }
  }

  return {
    start() {
      started = true;
      sync();
    },
    stop() {
      started = false;
      sync();
    },
    pause(reason) {
      if (reasons.has(reason)) return;
      reasons.add(reason);
      sync();
    },
    resume(reason) {
      if (!reasons.delete(reason)) return;
      sync();
    },
    goTo(next) {
      index = ((next % count) + count) % count;
      onChange(index);
      sync();
    },
    get index() {
      return index;
    },
    get paused() {
      return !running();
    },
    isPausedBy(reason) {
      return reasons.has(reason);
    },
  };
}
