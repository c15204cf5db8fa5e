// Service levels: targets per priority in business time, breached and due soon, and the client's sentence.
import { describe, expect, it } from "vitest";
import { addBusinessTime, businessMinutesBetween } from "@/lib/workspace/business-hours";
import {
  formatIst,
  nextResolutionClock,
  nextTarget,
  replyBySentence,
  serviceLevel,
  serviceTargets,
  shortIst,
  type ResolutionClock,
} from "@/lib/workspace/service-levels";
import { requestPriorities, type RequestPriority, type RequestStatus } from "@/lib/workspace/vocabulary";

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
    status: met.resolvedAt ? "resolved" : "open",
    createdAt,
    firstRespondedAt: met.firstRespondedAt ? ist(met.firstRespondedAt) : null,
    resolvedAt: met.resolvedAt ? ist(met.resolvedAt) : null,
    resolutionClockStart: null,
    resolutionClockStoppedAt: met.resolvedAt ? ist(met.resolvedAt) : null,
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

  it("is overdue only while the missed target is still pending", () => {
    expect(level("urgent", "2026-11-30 13:31")).toMatchObject({ breached: true, overdue: true });
    const answeredLate = { firstRespondedAt: "2026-11-30 13:31" };
    expect(level("urgent", "2026-11-30 15:00", answeredLate)).toMatchObject({ breached: true, overdue: false });
    // Its resolution then falls due soon like any other's, and is overdue once it passes.
    expect(level("urgent", "2026-11-30 18:45", answeredLate)).toMatchObject({ overdue: false, dueSoon: true });
    expect(level("urgent", "2026-11-30 19:31", answeredLate)).toMatchObject({ overdue: true, dueSoon: false });
    // Resolved without a public reply: the first reply was missed, but nothing is pending any more.
    const resolved = level("urgent", "2026-11-30 15:00", { resolvedAt: "2026-11-30 14:00" });
    expect(resolved).toMatchObject({ breached: true, overdue: false, dueSoon: false });
    // Resolved without one before it fell due: met, however long ago that was.
    expect(level("urgent", "2026-12-14 15:00", { resolvedAt: "2026-11-30 13:00" }).breached).toBe(false);
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

describe("what the staff queue shows", () => {
  it("a target's time in a few characters, by India's calendar day", () => {
    // 23:00 UTC on Sunday is 04:30 on Monday in India: the UTC date would call it yesterday.
    const now = new Date("2026-11-29T23:00:00Z");
    expect(shortIst(ist("2026-11-30 17:00"), now)).toBe("today 17:00");
    expect(shortIst(ist("2026-12-01 12:30"), now)).toBe("tomorrow 12:30");
    expect(shortIst(ist("2026-11-29 19:00"), now)).toBe("yesterday 19:00");
    expect(shortIst(ist("2026-12-04 11:30"), now)).toBe("Fri 11:30");
    expect(shortIst(ist("2026-11-25 15:00"), now)).toBe("Wed 15:00");
    expect(shortIst(ist("2026-12-07 11:30"), now)).toBe("7 Dec 11:30");
  });

  it("the target still pending that falls due first, and none while paused or done", () => {
    const open = level("normal", "2026-11-30 12:00");
    expect(nextTarget(open, "open")).toEqual({ target: "reply", dueAt: open.firstResponseDueAt });
    const replied = level("normal", "2026-11-30 14:00", { firstRespondedAt: "2026-11-30 12:00" });
    expect(nextTarget(replied, "in_progress")).toEqual({ target: "resolution", dueAt: replied.resolutionDueAt });
    expect(nextTarget({ ...replied, paused: true }, "waiting_on_client")).toBeNull();
    expect(nextTarget({ ...open, paused: true }, "waiting_on_client")).toMatchObject({ target: "reply" });
    expect(nextTarget(open, "resolved")).toBeNull();
  });
});

describe("the resolution clock", () => {
  const created: ResolutionClock = {
    createdAt: monday,
    resolutionClockStart: null,
    resolutionClockStoppedAt: null,
    resolvedAt: null,
  };
  /** The clock after each status change of `steps` ([status, "YYYY-MM-DD HH:MM" IST]), from an open request. */
  function after(steps: [RequestStatus, string][]): ResolutionClock & { status: RequestStatus } {
    let clock = { ...created, status: "open" as RequestStatus };
    for (const [status, at] of steps) {
      clock = { ...clock, ...nextResolutionClock(clock, clock.status, status, ist(at)), status };
      if (status === "resolved" || status === "closed") clock.resolvedAt ??= ist(at);
      else clock.resolvedAt = null;
    }
    return clock;
  }
  const levelOf = (
    clock: ReturnType<typeof after>,
    now: string,
    firstRespondedAt: string | null = "2026-11-30 12:00",
  ) =>
    serviceLevel({
      ...clock,
      priority: "high",
      firstRespondedAt: firstRespondedAt ? ist(firstRespondedAt) : null,
      now: ist(now),
    });

  it("stands still while the request waits on the client, and the resolution falls due that much later", () => {
    // High: two business days from Monday 11:30, due Tuesday 19:30. Waiting from Monday 15:30 to Wednesday 15:30 is
    // two business days, so it falls due on Thursday 19:30.
    const waiting = after([["waiting_on_client", "2026-11-30 15:30"]]);
    expect(levelOf(waiting, "2026-12-02 15:00")).toMatchObject({
      breached: false,
      overdue: false,
      dueSoon: false,
      paused: true,
    });
    const back = after([
      ["waiting_on_client", "2026-11-30 15:30"],
      ["open", "2026-12-02 15:30"],
    ]);
    expect(back.resolutionClockStoppedAt).toBeNull();
    const sla = levelOf(back, "2026-12-02 15:30");
    expect(sla).toMatchObject({ resolutionDueAt: ist("2026-12-03 19:30"), breached: false, paused: false });
    expect(levelOf(back, "2026-12-03 19:30").breached).toBe(false);
    expect(levelOf(back, "2026-12-03 19:31").breached).toBe(true);
    expect(levelOf(back, "2026-12-03 18:45").dueSoon).toBe(true);
  });

  it("runs through open and in progress, and counts each stop once", () => {
    const moved = after([["in_progress", "2026-11-30 12:00"]]);
    expect(moved).toMatchObject({ resolutionClockStart: null, resolutionClockStoppedAt: null });
    const twice = after([
      ["waiting_on_client", "2026-11-30 12:30"],
      ["in_progress", "2026-11-30 13:30"],
      ["resolved", "2026-11-30 14:30"],
      ["closed", "2026-11-30 15:00"],
      ["open", "2026-11-30 16:30"],
    ]);
    // One hour waiting, two resolved or closed: the start moves three business hours, to 14:30.
    expect(twice.resolutionClockStart).toEqual(ist("2026-11-30 14:30"));
    expect(levelOf(twice, "2026-11-30 16:30").resolutionDueAt).toEqual(ist("2026-12-02 14:30"));
  });

  it("a reopened request goes on from where it was resolved, not from its creation", () => {
    const reopened = after([
      ["resolved", "2026-11-30 13:30"],
      ["open", "2026-12-14 12:00"],
    ]);
    expect(levelOf(reopened, "2026-12-14 12:00")).toMatchObject({ breached: false, dueSoon: false });
  });

  it("a resolution missed before the wait stays missed, and is not marked due soon", () => {
    const waiting = after([["waiting_on_client", "2026-12-02 12:00"]]);
    // Missed, but not overdue while it waits on the client: the next step is theirs.
    expect(levelOf(waiting, "2026-12-02 12:00")).toMatchObject({ breached: true, overdue: false, dueSoon: false });
    const back = after([
      ["waiting_on_client", "2026-12-02 12:00"],
      ["open", "2026-12-04 12:00"],
    ]);
    expect(levelOf(back, "2026-12-04 12:00").breached).toBe(true);
  });

  it("does not stop the first reply: a request waiting without one still falls due", () => {
    const waiting = after([["waiting_on_client", "2026-11-30 12:00"]]);
    expect(levelOf(waiting, "2026-11-30 15:00", null)).toMatchObject({ breached: false, dueSoon: true, paused: true });
    expect(levelOf(waiting, "2026-11-30 15:31", null)).toMatchObject({ breached: true, overdue: true, paused: true });
  });

  it("moving the start on by a stop is the same as adding the stop to the target", () => {
    // The restart relies on this: business time added in two parts ends where it ends added at once, for any target
    // (all are more than nothing; a part of nothing from a closing time ends at the next opening, the same business
    // instant).
    const starts = ["2026-11-27 18:00", "2026-11-28 10:00", "2026-11-30 11:30", "2026-11-30 19:30", "2026-12-25 09:00"];
    for (const start of starts)
      for (const first of [0, 0.5, 59, 60, 480, 600, 2400])
        for (const second of [1, 120, 479, 480, 4800]) {
          const twoParts = addBusinessTime(addBusinessTime(ist(start), first), second);
          expect(twoParts, `${start} + ${first} + ${second}`).toEqual(addBusinessTime(ist(start), first + second));
        }
    expect(businessMinutesBetween(ist("2026-11-30 15:30"), ist("2026-12-02 15:30"))).toBe(960);
  });
});
