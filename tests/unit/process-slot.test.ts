// Process slots: one object per name for the whole process, however many copies of a module (Next bundles) ask.
import { describe, expect, it, vi } from "vitest";
import { processSlot } from "@/lib/server/process-slot";

describe("processSlot", () => {
  it("creates a slot once and hands every later caller the same object", () => {
    const init = vi.fn(() => ({ count: 0 }));
    const first = processSlot("test-once", init);
    first.count += 1;
    const second = processSlot("test-once", init);
    expect(second).toBe(first);
    expect(second.count).toBe(1);
    expect(init).toHaveBeenCalledTimes(1);
  });

  it("keeps the slot where a second copy of the module finds it", async () => {
    const slot = processSlot("test-copies", () => ({ value: "from the first copy" }));
    vi.resetModules();
    const copy = await import("@/lib/server/process-slot");
    expect(copy.processSlot).not.toBe(processSlot);
    expect(copy.processSlot("test-copies", () => ({ value: "from the second copy" }))).toBe(slot);
  });

  it("gives different names different slots", () => {
    expect(processSlot("test-a", () => ({}))).not.toBe(processSlot("test-b", () => ({})));
  });
});
