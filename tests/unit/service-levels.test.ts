// Service levels: targets per priority in business time, breached and due soon, and the client's sentence.
import { describe, expect, it } from "vitest";
import { formatIst, replyBySentence, serviceLevel, serviceTargets } from "@/lib/workspace/service-levels";
import { requestPriorities, type RequestPriority } from "@/lib/workspace/vocabulary";

/** An instant given on India's clock, "2026-11-27 19:00". */
const ist = (text: string) => new Date(`${text.replace(" ", "T")}:00+05:30`);

const monday = ist("2026-11-30 11:30");
const level = (
  priority: RequestPriority,
  now: string,
  met: { firstRespondedAt?: string; resolvedAt?: string } = {},
  createdAt = monday,
) =>
  serviceLevel({
    priority,
    createdAt,
    firstRespondedAt: met.firstRespondedAt ? ist(met.firstRespondedAt) : null,
    resolvedAt: met.resolvedAt ? ist(met.resolvedAt) : null,
    now: ist(now),
  });

describe("targets per priority", () => {
  it("are the published hours and business days", () => {
    expect(serviceTargets).toEqual({
      urgent: { firstResponse: 120, resolution: 480 },
      high: { firstResponse: 240, resolution: 960 },
      normal: { firstResponse: 480, resolution: 2400 },
      low: { firstResponse: 960, resolution: 4800 },
    });
  });

  it("fall due in business time from a Monday opening", () => {
    const due = Object.fromEntries(
      requestPriorities.map((priority) => {
        const sla = level(priority, "2026-11-30 11:30");
        return [priority, [sla.firstResponseDueAt, sla.resolutionDueAt]];
      }),
    );
    expect(due).toEqual({
      urgent: [ist("2026-11-30 13:30"), ist("2026-11-30 19:30")],
      high: [ist("2026-11-30 15:30"), ist("2026-12-01 19:30")],
      normal: [ist("2026-11-30 19:30"), ist("2026-12-04 19:30")],
      low: [ist("2026-12-01 19:30"), ist("2026-12-11 19:30")],
    });
  });

  it("a request written on Friday evening is due on Monday", () => {
    const sla = level("urgent", "2026-11-27 19:00", {}, ist("2026-11-27 19:00"));
    expect(sla.firstResponseDueAt).toEqual(ist("2026-11-30 13:00"));
    expect(sla.resolutionDueAt).toEqual(ist("2026-11-30 19:00"));
  });
});

describe("breached", () => {
  it("once a target passes without the reply", () => {
    expect(level("urgent", "2026-11-30 13:30").breached).toBe(false);
    expect(level("urgent", "2026-11-30 13:31").breached).toBe(true);
  });

  it("stays breached after a late reply, and not after one in time", () => {
    expect(level("urgent", "2026-11-30 15:00", { firstRespondedAt: "2026-11-30 13:31" }).breached).toBe(true);
    expect(level("urgent", "2026-11-30 15:00", { firstRespondedAt: "2026-11-30 13:00" }).breached).toBe(false);
  });

  it("when the resolution is late, even after a reply in time", () => {
    const replied = { firstRespondedAt: "2026-11-30 12:00" };
    expect(level("urgent", "2026-12-01 11:31", replied).breached).toBe(true);
    expect(level("urgent", "2026-12-01 12:00", { ...replied, resolvedAt: "2026-11-30 19:00" }).breached).toBe(false);
    expect(level("urgent", "2026-12-01 12:00", { ...replied, resolvedAt: "2026-12-01 11:45" }).breached).toBe(true);
  });

  it("counts business time, not the calendar: an evening or a weekend does not breach", () => {
    expect(level("urgent", "2026-11-29 23:00", {}, ist("2026-11-27 19:00")).breached).toBe(false);
  });
});

describe("due soon", () => {
  it("within one business hour of a pending target", () => {
    expect(level("urgent", "2026-11-30 12:29").dueSoon).toBe(false);
    expect(level("urgent", "2026-11-30 12:30").dueSoon).toBe(true);
    expect(level("urgent", "2026-11-30 13:30").dueSoon).toBe(true);
  });

  it("not once the target is met or missed", () => {
    expect(level("urgent", "2026-11-30 13:00", { firstRespondedAt: "2026-11-30 12:00" }).dueSoon).toBe(false);
    expect(level("urgent", "2026-11-30 13:31").dueSoon).toBe(false);
  });

  it("the resolution can be due soon after the reply", () => {
    expect(level("urgent", "2026-11-30 18:45", { firstRespondedAt: "2026-11-30 12:00" }).dueSoon).toBe(true);
  });

  it("over a weekend: due at 12:00 on Monday is due soon on Friday evening", () => {
    const sla = level("urgent", "2026-11-27 21:00", {}, ist("2026-11-27 18:30"));
    expect(sla.firstResponseDueAt).toEqual(ist("2026-11-30 12:30"));
    expect(sla.dueSoon).toBe(true);
  });
});

describe("what a client reads", () => {
  it("the reply time on India's clock", () => {
    expect(formatIst(ist("2026-11-25 12:30"))).toBe("Wed 25 Nov, 12:30 IST");
    expect(formatIst(new Date("2026-12-01T13:59:00Z"))).toBe("Tue 1 Dec, 19:29 IST");
    const sla = level("urgent", "2026-11-23 18:30", {}, ist("2026-11-23 18:30"));
    expect(replyBySentence(sla, ist("2026-11-23 18:30"))).toBe("We will reply by Wed 25 Nov, 12:30 IST.");
  });

  it("an honest word once the time has passed, and nothing after a reply", () => {
    const late = level("urgent", "2026-11-30 14:00");
    expect(replyBySentence(late, ist("2026-11-30 14:00"))).toBe("Our reply is late: we will answer as soon as we can.");
    const replied = level("urgent", "2026-11-30 14:00", { firstRespondedAt: "2026-11-30 12:00" });
    expect(replyBySentence(replied, ist("2026-11-30 14:00"))).toBeNull();
  });
});
