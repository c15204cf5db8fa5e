"use server";
// The queue's bulk change (status, priority or assignee of the selected requests), as POST
// /api/portal/requests/bulk makes it: all or nothing, staff only.
import { bulkUpdateRequests } from "../../workspace/request-bulk";
import { requestBulkSchema } from "../../workspace/schemas";
import { authorisedAction } from "../safe-action";

export const bulkUpdateRequestsAction = authorisedAction(
  "bulk update requests",
  ["employee", "admin"],
  requestBulkSchema,
  (input, { caller, db, now }) => bulkUpdateRequests(db, caller, input, now),
);
