// The one way a portal page reads: lib/workspace's scoped functions inside forPage (failures logged without their
// parameters), and a row the caller may not see (a workspace 404) shown as the segment's not-found page.
import "server-only";
import { notFound } from "next/navigation";
import { getDb, type Db } from "../../db/client";
import { forPage } from "../../http/page-errors";
import type { Caller } from "../../workspace/caller";
import { WorkspaceError } from "../../workspace/errors";
import { listSearchSchema } from "../../workspace/schemas";

/** A page's query string as Next hands it over. */
export type SearchParams = Record<string, string | string[] | undefined>;

export function pageRead<T>(
  label: string,
  caller: Caller,
  read: (db: Db, caller: Caller, now: Date) => Promise<T>,
): Promise<T> {
  return forPage(label, async () => {
    try {
      return await read(await getDb(), caller, new Date());
    } catch (error) {
      if (error instanceof WorkspaceError && error.status === 404) notFound();
      throw error;
    }
  });
}

/** The first value of a search parameter. */
export const firstValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The first value of a search parameter if the schema accepts it, else undefined (a bad filter shows everything). */
export function filterValue<T extends string>(
  value: string | string[] | undefined,
  allowed: readonly T[],
): T | undefined {
  const first = firstValue(value);
  return first !== undefined && (allowed as readonly string[]).includes(first) ? (first as T) : undefined;
}

/** A list's `q`, trimmed, or undefined when missing or not a search the API would take (then the page shows all). */
export function searchValue(value: string | string[] | undefined): string | undefined {
  const parsed = listSearchSchema.safeParse(firstValue(value));
  return parsed.success ? parsed.data?.words : undefined;
}
