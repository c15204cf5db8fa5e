"use server";
// The request page's changes (reply or internal note, status, priority, assignee, close and reopen) for clients and
// staff, each through the action gate and lib/workspace's rules; the page refreshes itself after a success.
import { z } from "zod";
import { authorisedAction } from "@/lib/portal/action";
import { addMessage, updateRequest } from "@/lib/workspace/request-writes";
import { messageCreateSchema, requestUpdateSchema } from "@/lib/workspace/schemas";

const who = ["client", "employee", "admin"] as const;
const requestId = z.string().max(100);

export const replyAction = authorisedAction(
  "portal/reply",
  who,
  z.object({ requestId, message: messageCreateSchema }),
  async ({ requestId: id, message }, { caller, db, now }) => addMessage(db, caller, id, message, now),
);

export const updateRequestAction = authorisedAction(
  "portal/update-request",
  who,
  z.object({ requestId, patch: requestUpdateSchema }),
  async ({ requestId: id, patch }, { caller, db, now }) => {
    await updateRequest(db, caller, id, patch, now);
    return true;
  },
);
