// A person's state in the directory and what it allows: invited (never signed in), active, paused. Pausing is the
// step that can be undone; removal is permanent, so it is offered only for a paused user. Client-safe: no imports.
import { roles, type Role } from "./roles";

export const userStates = ["invited", "active", "paused"] as const;
export type UserState = (typeof userStates)[number];

export const userStateLabels: Record<UserState, string> = { invited: "Invited", active: "Active", paused: "Paused" };

/** Paused wins: a paused person cannot sign in, whether or not they ever did. */
export function userState(user: { active: boolean; lastSignedInAt: Date | null }): UserState {
  if (!user.active) return "paused";
  return user.lastSignedInAt ? "active" : "invited";
}

/** Why a user may not be removed now, or null when they may. */
export function removalRefusal(state: UserState): string | null {
  return state === "paused" ? null : "Pause this user first: only a paused user can be removed for good.";
}

/** How long the "Paused. Undo" note offers its undo. */
export const undoSeconds = 20;

/** The Users table's filters as the address carries them; anything not understood is left out (shows everyone). */
export type UserFilters = { q?: string; role?: Role; organisation?: string; state?: UserState };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const oneOf = <T extends string>(value: string | undefined, allowed: readonly T[]) =>
  value !== undefined && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;

/** `organisation` is an organisation's id or "none" (people in no organisation); it is checked by the query. */
export function parseUserFilters(params: Record<string, string | string[] | undefined>): UserFilters {
  const q = first(params.q)?.replace(/\s+/g, " ").trim().slice(0, 100);
  const organisation = first(params.organisation)?.trim();
  return {
    ...(q ? { q } : {}),
    ...(oneOf(first(params.role), roles) ? { role: first(params.role) as Role } : {}),
    ...(organisation && /^(none|[0-9a-f-]{36})$/i.test(organisation) ? { organisation } : {}),
    ...(oneOf(first(params.state), userStates) ? { state: first(params.state) as UserState } : {}),
  };
}

/** The query string for a set of filters (empty values left out), so links and the form agree. */
export function userFiltersQuery(filters: UserFilters): string {
  const params = new URLSearchParams();
  for (const key of ["q", "role", "organisation", "state"] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  const query = params.toString();
  return query ? `?${query}` : "";
}
