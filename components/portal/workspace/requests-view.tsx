// The requests list of a role: filters, the list, a next-page link, and an empty state with the next step.
import { ButtonLink } from "@/components/ui/button";
import Link from "next/link";
import type { RequestListItem } from "@/lib/workspace/requests";
import { EmptyState, ViewHeader } from "./empty-state";
import { RequestFilters, type RequestFilterValues } from "./request-filters";
import { RequestList } from "./request-list";

type Props = {
  basePath: string;
  items: (RequestListItem & { unread?: boolean })[];
  nextCursor: string | null;
  filters: RequestFilterValues;
  organisations?: { id: string; name: string }[];
  /** A client's way to open one; absent for staff. */
  newHref?: string;
  noOrganisation?: boolean;
};

export function RequestsView({ basePath, items, nextCursor, filters, organisations, newHref, noOrganisation }: Props) {
  const staff = organisations !== undefined;
  const filtered = Object.values(filters).some(Boolean);
  const query = new URLSearchParams(
    Object.entries(filters).filter((e): e is [string, string] => typeof e[1] === "string"),
  );
  if (nextCursor) query.set("cursor", nextCursor);
  return (
    <section aria-labelledby="view-title" className="grid gap-6">
      <ViewHeader
        title="Requests"
        text={
          staff
            ? "What clients have asked, newest activity first."
            : "Everything your team has asked us, newest activity first."
        }
      >
        {newHref && !noOrganisation ? <ButtonLink href={newHref}>New request</ButtonLink> : null}
      </ViewHeader>
      {noOrganisation ? (
        <EmptyState>
          Your account is not part of an organisation yet, so there are no requests to show. Ask your Nexora contact to
          add you to your company&apos;s organisation.
        </EmptyState>
      ) : (
        <>
          <RequestFilters action={basePath} values={filters} organisations={organisations} />
          {items.length === 0 ? (
            <EmptyState
              action={
                filtered
                  ? { href: basePath, label: "Show all requests" }
                  : newHref
                    ? { href: newHref, label: "Open your first request" }
                    : undefined
              }
            >
              {filtered
                ? "No request matches these filters."
                : staff
                  ? "No requests yet."
                  : "You have not asked us anything yet."}
            </EmptyState>
          ) : (
            <RequestList items={items} basePath={basePath} staff={staff} />
          )}
          {nextCursor ? (
            <Link href={`${basePath}?${query}`} className="justify-self-start font-semibold text-accent-700 underline">
              Older requests
            </Link>
          ) : null}
        </>
      )}
    </section>
  );
}
