// Who is asking: the signed-in user as the session module gives it. Every workspace query takes one and scopes by it.
import type { Role } from "../auth/roles";
import type { SessionUser } from "../auth/session-store";

export type Caller = SessionUser;

export const staffRoles = ["admin", "employee"] as const satisfies readonly Role[];

export function isStaff(caller: Pick<Caller, "role">): boolean {
  return caller.role === "admin" || caller.role === "employee";
}
