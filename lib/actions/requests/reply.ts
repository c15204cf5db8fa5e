"use server";
// A reply or (staff) an internal note, as POST /api/portal/requests/:id/messages adds one.
import { addMessage } from "../../workspace/request-writes";
import { messageCreateSchema } from "../../workspace/schemas";
import { resourceAction } from "../safe-action";

export const replyAction = resourceAction(
  "reply to request",
  ["client", "employee", "admin"],
  messageCreateSchema,
  (requestId, message, { caller, db, now }) => addMessage(db, caller, requestId, message, now),
);
