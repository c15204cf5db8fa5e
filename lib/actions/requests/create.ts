"use server";
// A new request, as POST /api/portal/requests opens it: its attachments (uploaded a moment earlier) come as fileIds.
import { createRequest } from "../../workspace/request-writes";
import { requestCreateSchema } from "../../workspace/schemas";
import { authorisedAction } from "../safe-action";

export const createRequestAction = authorisedAction(
  "create request",
  ["client", "employee", "admin"],
  requestCreateSchema,
  (input, { caller, db, now }) => createRequest(db, caller, input, now),
);
