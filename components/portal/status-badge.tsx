// Every status and priority of the portal as a Badge: which tone each one takes is decided here, once.
import { Badge, type BadgeTone } from "@/components/ui/badge";
import {
  clientStatusLabels,
  statusLabels,
  type InvoiceStatus,
  type ProjectStatus,
  type PurchaseOrderStatus,
  type RequestPriority,
  type RequestStatus,
} from "@/lib/workspace/vocabulary";

type Status = RequestStatus | ProjectStatus | InvoiceStatus | PurchaseOrderStatus;

const statusTone: Record<Status, BadgeTone> = {
  open: "info",
  in_progress: "progress",
  waiting_on_client: "warning",
  resolved: "success",
  closed: "neutral",
  planned: "neutral",
  active: "info",
  on_hold: "warning",
  done: "success",
  submitted: "warning",
  approved: "info",
  rejected: "danger",
  paid: "success",
  withdrawn: "neutral",
  issued: "warning",
  acknowledged: "info",
  delivered: "success",
};

const priorityTone: Record<RequestPriority, BadgeTone> = {
  low: "neutral",
  normal: "info",
  high: "warning",
  urgent: "danger",
};

/** `client`: the reader is a client, who reads a request waiting on the client as "Waiting on you". */
export function StatusBadge({
  status,
  className,
  client = false,
}: {
  status: Status;
  className?: string;
  client?: boolean;
}) {
  return (
    <Badge tone={statusTone[status]} className={className}>
      {(client ? clientStatusLabels : statusLabels)[status]}
    </Badge>
  );
}

/**
 * "High priority"; `short` drops the word where a column heading already says it, and `short="md"` only from md up
 * (the queue, a table with headings there and cards without below).
 */
export function PriorityBadge({ priority, short = false }: { priority: RequestPriority; short?: boolean | "md" }) {
  const label = statusLabels[priority];
  if (short === "md")
    return (
      <Badge tone={priorityTone[priority]}>
        {label}
        <span className="md:hidden"> priority</span>
      </Badge>
    );
  return <Badge tone={priorityTone[priority]}>{short ? label : `${label} priority`}</Badge>;
}
