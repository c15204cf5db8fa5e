"use client";
// The queue's search, filters and sort, kept in the address so every view of the queue is a link. A choice applies
// at once (the page is read again for the new address); without JavaScript the form is a plain GET, sent by Search.
import { useRouter } from "next/navigation";
import type { FormEvent, ReactNode } from "react";
import { controlClass } from "@/components/ui/field";
import { PortalIcon } from "../icon";
import { OrganisationFilter } from "./organisation-filter";

export type RequestFilterValues = Partial<
  Record<"q" | "status" | "priority" | "organisation" | "assignee" | "waiting" | "sla" | "sort" | "order", string>
>;

type Props = {
  action: string;
  values: RequestFilterValues;
  /** Staff filter by organisation (this box, with its suggestions) and by the selects of `filters` too. */
  staff: boolean;
  organisationName?: string;
  /** The selects, rendered on the server (request-filter-selects.tsx): the staff's filters, and the sort. */
  filters?: ReactNode;
  sorting: ReactNode;
};

/** How many of the staff's filters narrow the queue (the status tab and the search box show for themselves). */
function activeFilters(values: RequestFilterValues): number {
  return (["assignee", "waiting", "priority", "organisation", "sla"] as const).filter((key) => values[key]).length;
}

/**
 * The selects. A client's two sit in one row. The staff's seven fill a phone's first screen, so below the large
 * breakpoint they fold into a "Filter and sort" disclosure whose summary counts the filters on; from it up the
 * summary is gone and the content always shows (`::details-content`). A native <details>: no JavaScript needed.
 */
function FilterGroup({ staff, active, children }: { staff: boolean; active: number; children: ReactNode }) {
  if (!staff) return <div className="grid grid-cols-2 items-end gap-3">{children}</div>;
  return (
    <details className="group/filters lg:details-content:[content-visibility:visible]">
      <summary className="summary-row h-10 rounded-xl border border-slate-300 px-3 text-sm font-semibold text-ink hover:bg-slate-50 lg:hidden">
        <span>
          Filter and sort
          {active > 0 ? (
            <>
              <span
                aria-hidden="true"
                className="ml-2 rounded-full bg-blue-50 px-2 py-0.5 text-xs text-accent-700 ring-1 ring-blue-200"
              >
                {active} on
              </span>
              <span className="sr-only">
                , {active} {active === 1 ? "filter" : "filters"} on
              </span>
            </>
          ) : null}
        </span>
        <PortalIcon name="chevron-down" className="size-4 transition-transform group-open/filters:rotate-180" />
      </summary>
      <div className="grid grid-cols-2 items-end gap-3 pt-3 lg:grid-cols-4 lg:pt-0 xl:grid-cols-7">{children}</div>
    </details>
  );
}

/** The address for the form's current values: empty ones left out, and the page starts again at the first. */
function addressOf(action: string, form: HTMLFormElement): string {
  const query = new URLSearchParams();
  for (const [key, value] of new FormData(form))
    if (typeof value === "string" && value.trim()) query.set(key, value.trim());
  const text = query.toString();
  return text ? `${action}?${text}` : action;
}

export function RequestFilters({ action, values, staff, organisationName, filters, sorting }: Props) {
  const router = useRouter();
  const apply = (form: HTMLFormElement | null) => form && router.replace(addressOf(action, form), { scroll: false });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    router.push(addressOf(action, event.currentTarget));
  };
  return (
    <form
      action={action}
      method="get"
      role="search"
      aria-label="Search and filter requests"
      onSubmit={submit}
      onChange={(event) => {
        // The search box waits for Enter or the button; every select applies at once. A new sort starts in its own
        // order: newest first, or the soonest target first.
        const target = event.target as HTMLElement;
        if (target.tagName !== "SELECT") return;
        const order = event.currentTarget.elements.namedItem("order");
        if ((target as HTMLSelectElement).name === "sort" && order instanceof HTMLSelectElement) order.value = "";
        apply(event.currentTarget);
      }}
      className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4"
    >
      {values.status ? <input type="hidden" name="status" value={values.status} /> : null}
      <div className="flex gap-2">
        <label htmlFor="request-search" className="sr-only">
          Search requests
        </label>
        <input
          id="request-search"
          type="search"
          name="q"
          defaultValue={values.q ?? ""}
          placeholder="Search, such as #1042"
          className={`${controlClass} h-10 min-w-0 flex-1 text-sm`}
        />
        <button
          type="submit"
          className="h-10 rounded-xl border border-slate-300 bg-white px-4 text-sm font-semibold text-ink hover:bg-slate-50"
        >
          Search
        </button>
      </div>
      <FilterGroup staff={staff} active={activeFilters(values)}>
        {filters}
        {staff ? <OrganisationFilter value={organisationName} onPick={(form) => apply(form)} /> : null}
        {sorting}
      </FilterGroup>
    </form>
  );
}
