// Status and priority as words on a tinted pill: the colour helps, the text carries the meaning.
import { statusLabels, type ProjectStatus, type RequestPriority, type RequestStatus } from "@/lib/workspace/vocabulary";

const tones = {
  blue: "bg-blue-50 text-blue-800 ring-blue-200",
  amber: "bg-amber-50 text-amber-900 ring-amber-200",
  green: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  slate: "bg-slate-100 text-slate-700 ring-slate-200",
  red: "bg-red-50 text-red-800 ring-red-200",
  violet: "bg-violet-50 text-violet-800 ring-violet-200",
} as const;

const statusTone: Record<RequestStatus | ProjectStatus, keyof typeof tones> = {
  open: "blue",
  in_progress: "violet",
  waiting_on_client: "amber",
  resolved: "green",
  closed: "slate",
  planned: "slate",
  active: "blue",
  on_hold: "amber",
  done: "green",
};

const priorityTone: Record<RequestPriority, keyof typeof tones> = {
  low: "slate",
  normal: "blue",
  high: "amber",
  urgent: "red",
};

function Pill({ tone, children }: { tone: keyof typeof tones; children: React.ReactNode }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${tones[tone]}`}
    >
      {children}
    </span>
  );
}

export function StatusBadge({ status }: { status: RequestStatus | ProjectStatus }) {
  return <Pill tone={statusTone[status]}>{statusLabels[status]}</Pill>;
}

export function PriorityBadge({ priority }: { priority: RequestPriority }) {
  return <Pill tone={priorityTone[priority]}>{`${statusLabels[priority]} priority`}</Pill>;
}
