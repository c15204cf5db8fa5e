// Process-wide state (the database connection, mail workers, boot, retention timer): Next bundles route handlers and
// instrumentation separately, so module state would exist once per bundle; a slot on globalThis exists once.

/** The object kept under `name` for this process, created by `init` on first use. */
export function processSlot<T extends object>(name: string, init: () => T): T {
  const slots = globalThis as typeof globalThis & Record<symbol, T | undefined>;
  const key = Symbol.for(`nexora.${name}`);
  return (slots[key] ??= init());
}
