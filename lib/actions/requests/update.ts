"use server";
// A request's status, priority, assignee or due date, as PATCH /api/portal/requests/:id changes them (a client only
// closes or reopens: lib/workspace/request-rules.ts decides).
import { updateRequest } from "../../workspace/request-writes";
import { requestUpdateSchema } from "../../workspace/schemas";
import { resourceAction } from "../safe-action";

export const updateRequestAction = resourceAction(
  "update request",
  ["client", "employee", "admin"],
  requestUpdateSchema,
  async (requestId, patch, { caller, db, now }) => {
    await updateRequest(db, caller, requestId, patch, now);
    return true;
  },
);
