// The admin's user directory: the filtered table, one person's page, and the changes made from them, by user id.
// Each change goes through the directory's own functions (lib/auth/users.ts), so sessions and the activity record
// follow the same rules as the command line.
import { and, asc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { organisations, users } from "../db/schema";
import type { Caller } from "../workspace/caller";
import { conflict, invalid, notFound } from "../workspace/errors";
import { isUuid } from "../workspace/ids";
import { likeLiteral } from "../workspace/search";
import { removalRefusal, userState, type UserFilters, type UserState } from "./user-state";
import { removeUser, setUserActive, setUserRole, UserDirectoryError } from "./users";
import type { Role } from "./roles";

export type DirectoryRow = {
  id: string;
  name: string;
  email: string;
  role: Role;
  organisation: { id: string; name: string } | null;
  state: UserState;
  lastSignedInAt: Date | null;
  createdAt: Date;
};

// `%` and `_` typed in the search box are letters, not wildcards.
const likeText = (words: string) => `%${likeLiteral(words)}%`;

/** What a directory row reads: the person and their organisation. */
const directoryColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  active: users.active,
  lastSignedInAt: users.lastSignedInAt,
  createdAt: users.createdAt,
  organisationId: organisations.id,
  organisationName: organisations.name,
};

type SelectedRow = Omit<DirectoryRow, "organisation" | "state"> & {
  active: boolean;
  organisationId: string | null;
  organisationName: string | null;
};

function toDirectoryRow({ active, organisationId, organisationName, ...row }: SelectedRow): DirectoryRow {
  return {
    ...row,
    organisation: organisationId && organisationName ? { id: organisationId, name: organisationName } : null,
    state: userState({ active, lastSignedInAt: row.lastSignedInAt }),
  };
}

function stateCondition(state: UserState | undefined): SQL | undefined {
  if (state === "paused") return eq(users.active, false);
  if (state === "invited") return and(eq(users.active, true), isNull(users.lastSignedInAt));
  if (state === "active") return and(eq(users.active, true), isNotNull(users.lastSignedInAt));
  return undefined;
}

function requireAdmin(caller: Caller): void {
  if (caller.role !== "admin") throw notFound("user");
}

/** The Users table: every filter applies at once; by name, then address. */
export async function searchDirectory(db: Db, caller: Caller, filters: UserFilters): Promise<DirectoryRow[]> {
  requireAdmin(caller);
  const organisation =
    filters.organisation === "none"
      ? isNull(users.organisationId)
      : filters.organisation && isUuid(filters.organisation)
        ? eq(users.organisationId, filters.organisation)
        : undefined;
  const rows = await db
    .select(directoryColumns)
    .from(users)
    .leftJoin(organisations, eq(organisations.id, users.organisationId))
    .where(
      and(
        filters.q ? or(ilike(users.name, likeText(filters.q)), ilike(users.email, likeText(filters.q))) : undefined,
        filters.role ? eq(users.role, filters.role) : undefined,
        organisation,
        stateCondition(filters.state),
      ),
    )
    .orderBy(asc(sql`lower(${users.name})`), asc(users.email));
  return rows.map(toDirectoryRow);
}

/** One person for their page; a missing id (or a malformed one) is the same 404. */
export async function getDirectoryUser(db: Db, caller: Caller, id: string): Promise<DirectoryRow> {
  requireAdmin(caller);
  if (!isUuid(id)) throw notFound("user");
  const [row] = await db
    .select(directoryColumns)
    .from(users)
    .leftJoin(organisations, eq(organisations.id, users.organisationId))
    .where(eq(users.id, id))
    .limit(1);
  if (!row) throw notFound("user");
  return toDirectoryRow(row);
}

/** Another user (an admin never changes their own account here), for a change. */
async function other(db: Db, caller: Caller, id: string): Promise<DirectoryRow> {
  const user = await getDirectoryUser(db, caller, id);
  if (user.id === caller.id) throw invalid("You cannot change or remove your own account here: ask another admin.");
  return user;
}

// The directory's reasons are keys of the old notices; here they become the same sentences as the CLI's.
async function directory<T>(change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (error instanceof UserDirectoryError) throw invalid(error.message);
    throw error;
  }
}

/** Pauses a user: they cannot sign in and their open sessions end now. Undone by `resumeUser`. */
export async function pauseUser(db: Db, caller: Caller, id: string, now = new Date()): Promise<void> {
  const user = await other(db, caller, id);
  await directory(() => setUserActive(db, user.email, false, now, caller));
}

export async function resumeUser(db: Db, caller: Caller, id: string, now = new Date()): Promise<void> {
  const user = await other(db, caller, id);
  await directory(() => setUserActive(db, user.email, true, now, caller));
}

/** Removes a paused user for good; anyone else is refused (409), so a removal is always a second step. */
export async function removePausedUser(db: Db, caller: Caller, id: string, now = new Date()): Promise<void> {
  const user = await other(db, caller, id);
  const refusal = removalRefusal(user.state);
  if (refusal) throw conflict(refusal);
  await directory(() => removeUser(db, user.email, now, caller));
}

export async function changeUserRole(db: Db, caller: Caller, id: string, role: string, now = new Date()) {
  const user = await other(db, caller, id);
  await directory(() => setUserRole(db, user.email, role, now, caller));
}
