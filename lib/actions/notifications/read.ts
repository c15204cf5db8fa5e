"use server";
// The bell's "Mark all as read" and an opened item, as POST /api/portal/notifications/read marks them.
import { markNotificationsRead, notificationsReadSchema } from "../../workspace/notifications";
import { authorisedAction } from "../safe-action";

export const readNotificationsAction = authorisedAction(
  "read notifications",
  "all",
  notificationsReadSchema,
  (input, { caller, db, now }) => markNotificationsRead(db, caller, input.ids, now),
);
