// A request's service level on its page: a client reads when to expect our first reply; staff see both targets in
// India time, with an Overdue or Due soon badge, and that the resolution clock stands still while the request waits
// on the client.
import { formatIst, replyBySentence, type ServiceLevel } from "@/lib/workspace/service-levels";
import { isDone } from "@/lib/workspace/request-rules";
import type { RequestStatus } from "@/lib/workspace/vocabulary";
import { SlaBadge } from "./sla-badge";

type Props = { sla: ServiceLevel; status: RequestStatus; staff: boolean; now: Date };

export function RequestServiceLevel({ sla, status, staff, now }: Props) {
  if (!staff) {
    const sentence = isDone(status) ? null : replyBySentence(sla, now);
    return sentence ? <p className="text-sm text-ink">{sentence}</p> : null;
  }
  const rows: [string, string][] = [
    [
      "First reply",
      sla.firstRespondedAt ? `Sent ${formatIst(sla.firstRespondedAt)}` : `By ${formatIst(sla.firstResponseDueAt)}`,
    ],
    ["Resolution", sla.paused ? "Paused while we wait on the client" : `By ${formatIst(sla.resolutionDueAt)}`],
  ];
  return (
    <section aria-label="Service level" className="grid gap-2 rounded-2xl border border-slate-200 bg-white p-4 text-sm">
      <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
        Service level <SlaBadge sla={sla} status={status} />
      </p>
      <dl className="grid gap-1">
        {rows.map(([label, value]) => (
          <div key={label} className="grid grid-cols-[6rem_minmax(0,1fr)] gap-2">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
