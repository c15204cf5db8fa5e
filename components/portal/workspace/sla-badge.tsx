// Where an open request stands against its service levels, as a badge: "Overdue" once a target has passed, "Due
// soon" within the last business hour; nothing when it is on time or done.
import { Badge } from "@/components/ui/badge";
import type { ServiceLevel } from "@/lib/workspace/service-levels";
import { isDone } from "@/lib/workspace/request-rules";
import type { RequestStatus } from "@/lib/workspace/vocabulary";

export function SlaBadge({ sla, status }: { sla: ServiceLevel; status: RequestStatus }) {
  if (isDone(status)) return null;
  if (sla.breached) return <Badge tone="danger">Overdue</Badge>;
  if (sla.dueSoon) return <Badge tone="warning">Due soon</Badge>;
  return null;
}
