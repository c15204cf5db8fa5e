// The staff queue's rows and counts as pages show them: "1,000+" past the cap, ages, who spoke last, and a service
// level: late or nearly so, the next target and when, paused, or met or missed once done.
import { describe, expect, it } from "vitest";
import { countLabel } from "@/lib/portal/format";
import { age, queueRow } from "@/lib/portal/queue-rows";
import type { RequestListItem } from "@/lib/workspace/requests";
import { countCap } from "@/lib/workspace/vocabulary";

const now = new Date("2026-11-25T08:00:00Z");
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);

const item = (over: Partial<RequestListItem> = {}): RequestListItem => ({
  id: "4b8f0c1e-2a57-4b43-9d7e-1f1c2b3a4d5e",
  number: 1042,
  title: "Mandi prices missing",
  status: "open",
  priority: "high",
  dueDate: "2026-12-01",
  createdAt: hoursAgo(50),
  updatedAt: hoursAgo(1),
  organisation: { id: "o", name: "Sahyadri Agro Foods" },
  project: null,
  assignee: { name: "Ravi Kumar", role: "employee", email: "ravi@nexora.example" } as RequestListItem["assignee"],
  sla: {
    firstResponseDueAt: hoursAgo(40),
    resolutionDueAt: hoursAgo(-5),
    firstRespondedAt: null,
    breached: true,
    overdue: true,
    dueSoon: false,
    paused: false,
  },
  lastMessage: { by: "client", at: hoursAgo(3) },
  ...over,
});

describe("counts", () => {
  it("are exact up to the cap and 1,000+ past it", () => {
    expect(countLabel(0)).toBe("0");
    expect(countLabel(999)).toBe("999");
    expect(countLabel(countCap)).toBe("1,000");
    expect(countLabel(countCap + 1)).toBe("1,000+");
    expect(countLabel(5 * (countCap + 1))).toBe("1,000+");
  });
});

describe("queue rows", () => {
  it("carry the words the table shows, worked out on the server", () => {
    expect(queueRow({ ...item(), unread: true }, now)).toEqual({
      id: item().id,
      number: 1042,
      title: "Mandi prices missing",
      organisation: "Sahyadri Agro Foods",
      status: "open",
      priority: "high",
      assignee: "Ravi Kumar",
      due: "1 Dec 2026",
      age: "2 d",
      spoke: ["Client", "3 h ago"],
      // 40 hours before 13:30 IST on Wednesday 25 November: 21:30 on Monday the 23rd.
      service: { mark: "overdue", label: "Reply was due", when: "Mon 21:30" },
      unread: true,
    });
  });

  it("say nobody and no one spoke where that is so, and whether a done request met its targets", () => {
    const row = queueRow(item({ assignee: null, lastMessage: null, dueDate: null, status: "resolved" }), now);
    expect(row).toMatchObject({ assignee: null, spoke: null, due: "—", service: { mark: "missed" }, unread: false });
    const met = item({ status: "closed", sla: { ...item().sla, breached: false, overdue: false } });
    expect(queueRow(met, now).service).toEqual({ mark: "met", label: "Met" });
    const soon = item({
      sla: { ...item().sla, firstResponseDueAt: hoursAgo(-0.5), breached: false, overdue: false, dueSoon: true },
      lastMessage: { by: "staff", at: now },
    });
    expect(queueRow(soon, now)).toMatchObject({
      service: { mark: "due_soon", label: "Reply by", when: "today 14:00" },
      spoke: ["Nexora", "Just now"],
    });
  });

  it("name the next target and its time on India's clock while on time", () => {
    const replied = {
      ...item().sla,
      firstRespondedAt: hoursAgo(30),
      resolutionDueAt: new Date("2026-11-26T06:30:00Z"),
      breached: false,
      overdue: false,
    };
    expect(queueRow(item({ sla: replied }), now).service).toEqual({
      mark: "on_time",
      label: "Resolve by",
      when: "tomorrow 12:00",
    });
    const later = { ...replied, firstRespondedAt: null, firstResponseDueAt: new Date("2026-12-07T06:00:00Z") };
    expect(queueRow(item({ sla: later }), now).service).toMatchObject({ label: "Reply by", when: "7 Dec 11:30" });
  });

  it("say the clock is paused while the request waits on the client after a reply", () => {
    const waiting = item({
      status: "waiting_on_client",
      sla: { ...item().sla, firstRespondedAt: hoursAgo(30), overdue: false, paused: true },
    });
    expect(queueRow(waiting, now).service).toEqual({ mark: "paused", label: "Clock paused" });
    // Without a first reply, that reply is still Nexora's to send.
    const unanswered = item({ status: "waiting_on_client", sla: { ...item().sla, paused: true } });
    expect(queueRow(unanswered, now).service).toMatchObject({ mark: "overdue", label: "Reply was due" });
  });

  it("mark what is late now, not a target missed once and since met", () => {
    const marked = (sla: Partial<RequestListItem["sla"]>) =>
      queueRow(item({ sla: { ...item().sla, ...sla } }), now).service.mark;
    expect(marked({ firstRespondedAt: hoursAgo(30), overdue: false })).toBe("on_time");
    expect(marked({ firstRespondedAt: hoursAgo(30), overdue: false, dueSoon: true })).toBe("due_soon");
  });

  it("give ages in minutes, hours, then days", () => {
    expect(age(new Date(now.getTime() - 20 * 60_000), now)).toBe("20 min");
    expect(age(hoursAgo(5), now)).toBe("5 h");
    expect(age(hoursAgo(73), now)).toBe("3 d");
    expect(age(new Date(now.getTime() + 60_000), now)).toBe("0 min");
  });
});
