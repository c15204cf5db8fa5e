// How a person's role and state read in the admin's views (the Users table, a person's page, an organisation's
// members). Plain values: a view importing them takes none of another view's forms with it.
import type { BadgeTone } from "@/components/ui/badge";
import type { UserState } from "@/lib/auth/user-state";

export const roleLabel = (role: string) => role.charAt(0).toUpperCase() + role.slice(1);
export const stateTones: Record<UserState, BadgeTone> = { invited: "info", active: "success", paused: "warning" };
