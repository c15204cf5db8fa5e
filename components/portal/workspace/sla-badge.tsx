// Where an open request stands against its service levels, as a badge: "Overdue" once a target has passed and the
// next step is Nexora's, "Due soon" within the last business hour; nothing when it is on time, waiting on the client
// or done.
import { Badge } from "@/components/ui/badge";
import { serviceLevelMark, type ServiceLevel } from "@/lib/workspace/service-levels";
import type { RequestStatus } from "@/lib/workspace/vocabulary";

export function SlaBadge({ sla, status }: { sla: ServiceLevel; status: RequestStatus }) {
  const mark = serviceLevelMark(sla, status);
  if (mark === "overdue") return <Badge tone="danger">Overdue</Badge>;
  if (mark === "due_soon") return <Badge tone="warning">Due soon</Badge>;
  return null;
}
