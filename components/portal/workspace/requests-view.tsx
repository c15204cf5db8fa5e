// The requests list of a role. Staff get the queue: status tabs with counts, search, filters and sort in the address,
// and a table with a bulk bar; a client gets a simpler list with when to expect our reply.
import { ButtonLink } from "@/components/ui/button";
import Link from "next/link";
import { queueRow } from "@/lib/portal/queue-rows";
import type { StaffMember } from "@/lib/workspace/members";
import type { RequestCounts, RequestListItem } from "@/lib/workspace/requests";
import { EmptyState, ViewHeader } from "./empty-state";
import { SortSelects, StaffFilterSelects } from "./request-filter-selects";
import { RequestFilters, type RequestFilterValues } from "./request-filters";
import { RequestList } from "./request-list";
import { RequestStatusTabs } from "./request-status-tabs";
import { RequestTable } from "./request-table";

type Props = {
  basePath: string;
  items: (RequestListItem & { unread?: boolean })[];
  nextCursor: string | null;
  counts: RequestCounts;
  filters: RequestFilterValues;
  now: Date;
  /** Staff only: the organisation filter's name and the people of the filters and the bulk bar. */
  organisationName?: string;
  staff?: StaffMember[];
  /** A client's way to open one; absent for staff. */
  newHref?: string;
  noOrganisation?: boolean;
};

export function RequestsView(props: Props) {
  const { basePath, items, nextCursor, filters, organisationName, staff, newHref, noOrganisation, now } = props;
  const isStaff = staff !== undefined;
  const filtered = Object.entries(filters).some(([key, value]) => value && key !== "sort" && key !== "order");
  const next = new URLSearchParams(Object.entries(filters).filter((e): e is [string, string] => Boolean(e[1])));
  if (nextCursor) next.set("cursor", nextCursor);
  const empty = (
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
        : isStaff
          ? "No requests yet."
          : "You have not asked us anything yet."}
    </EmptyState>
  );
  return (
    <section aria-labelledby="view-title" className="grid gap-6">
      <ViewHeader
        title="Requests"
        text={isStaff ? "The queue: what clients have asked, and who has it." : "Everything your team has asked us."}
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
          <RequestStatusTabs basePath={basePath} filters={filters} counts={props.counts} staff={isStaff} />
          <RequestFilters
            action={basePath}
            values={filters}
            staff={isStaff}
            organisationName={organisationName}
            filters={staff ? <StaffFilterSelects values={filters} staff={staff} /> : null}
            sorting={<SortSelects values={filters} staff={isStaff} />}
          />
          {isStaff ? (
            // The table stays mounted when a change empties the list, so its "2 requests changed." is still read out.
            // Its layout follows the width of this container (`.queue-table` in globals.css).
            <div className="@container">
              <RequestTable
                rows={items.map((item) => queueRow(item, now))}
                basePath={basePath}
                staff={staff}
                empty={empty}
              />
            </div>
          ) : items.length === 0 ? (
            empty
          ) : (
            <RequestList items={items} basePath={basePath} staff={false} now={now} />
          )}
          {nextCursor ? (
            <Link href={`${basePath}?${next}`} className="justify-self-start font-semibold text-accent-700 underline">
              Next page
            </Link>
          ) : null}
        </>
      )}
    </section>
  );
}
