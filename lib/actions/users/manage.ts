"use server";
// The Users table's and a person's page's changes to one user, named by id: pause (the step that can be undone),
// resume, remove a paused user for good, change the role, clear a sign-in hold.
import { z } from "zod";
import { clearSignInLimits } from "../../auth/codes";
import { changeUserRole, getDirectoryUser, pauseUser, removePausedUser, resumeUser } from "../../auth/user-directory";
import { resourceAction } from "../safe-action";

const nothing = z.object({});

export const pauseUserAction = resourceAction("admin/users", "admin", nothing, async (id, _input, c) => {
  await pauseUser(c.db, c.caller, id, c.now);
  return id;
});

export const resumeUserAction = resourceAction("admin/users", "admin", nothing, async (id, _input, c) => {
  await resumeUser(c.db, c.caller, id, c.now);
  return id;
});

export const removeUserForGoodAction = resourceAction("admin/users", "admin", nothing, async (id, _input, c) => {
  await removePausedUser(c.db, c.caller, id, c.now);
  return id;
});

export const changeRoleAction = resourceAction(
  "admin/users",
  "admin",
  z.object({ role: z.string().max(20) }),
  async (id, { role }, c) => {
    await changeUserRole(c.db, c.caller, id, role, c.now);
    return id;
  },
);

export const clearUserHoldAction = resourceAction("admin/users", "admin", nothing, async (id, _input, c) => {
  const user = await getDirectoryUser(c.db, c.caller, id);
  return clearSignInLimits(c.db, user.email, { email: c.caller.email }, c.now);
});
