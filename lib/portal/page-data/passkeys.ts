// The Security page's passkeys, and a user's passkeys for the admin's user page.
import "server-only";
import { listPasskeys, listUserPasskeys, type PasskeySummary } from "../../auth/passkeys";
import type { Caller } from "../../workspace/caller";
import { pageRead } from "./read";

export function loadOwnPasskeys(caller: Caller): Promise<PasskeySummary[]> {
  return pageRead("security passkeys", caller, (db) => listPasskeys(db, caller.id));
}

/** For an admin: `userId`'s passkeys (the page's 404 when there is no such user). */
export function loadUserPasskeys(caller: Caller, userId: string): Promise<PasskeySummary[]> {
  return pageRead("user passkeys", caller, (db) => listUserPasskeys(db, userId));
}
