// The queue's selects, rendered on the server: they need no code of their own, since the form around them
// (request-filters.tsx) applies a choice at once and keeps the address. Staff filter by assignee, what waits on them,
// priority and service level (the organisation box is the form's, with its suggestions); everyone sorts.
import type { ReactNode } from "react";
import { controlClass } from "@/components/ui/field";
import type { StaffMember } from "@/lib/workspace/members";
import { requestPriorities } from "@/lib/workspace/vocabulary";
import type { RequestFilterValues } from "./request-filters";
import { VocabularyOptions } from "./vocabulary-select";

function Filter({
  label,
  name,
  value,
  children,
}: {
  label: string;
  name: string;
  value?: string;
  children: ReactNode;
}) {
  return (
    <label className="grid min-w-0 gap-1 text-sm font-medium text-slate-700">
      {label}
      <select name={name} defaultValue={value ?? ""} className={`${controlClass} h-10 text-sm`}>
        {children}
      </select>
    </label>
  );
}

export function StaffFilterSelects({ values, staff }: { values: RequestFilterValues; staff: StaffMember[] }) {
  return (
    <>
      <Filter label="Assignee" name="assignee" value={values.assignee}>
        <option value="">Anyone</option>
        <option value="me">Me</option>
        <option value="none">Unassigned</option>
        {staff.map((person) => (
          <option key={person.email} value={person.email}>
            {person.name}
          </option>
        ))}
      </Filter>
      <Filter label="Waiting on" name="waiting" value={values.waiting}>
        <option value="">Anyone</option>
        <option value="us">Us</option>
      </Filter>
      <Filter label="Priority" name="priority" value={values.priority}>
        <option value="">Any priority</option>
        <VocabularyOptions values={requestPriorities} />
      </Filter>
      <Filter label="Service level" name="sla" value={values.sla}>
        <option value="">Any</option>
        <option value="overdue">Overdue</option>
        <option value="due_soon">Due soon</option>
      </Filter>
    </>
  );
}

/** The sort and its order; the service-target order is the staff queue's, soonest first by default. */
export function SortSelects({ values, staff }: { values: RequestFilterValues; staff: boolean }) {
  return (
    <>
      <Filter label="Sort by" name="sort" value={values.sort}>
        <option value="">Last update</option>
        <option value="created">Opened</option>
        <option value="priority">Priority</option>
        <option value="due">Due date</option>
        {staff ? <option value="sla">Service target</option> : null}
      </Filter>
      <Filter label="Order" name="order" value={values.order}>
        {values.sort === "sla" ? (
          <>
            <option value="">Soonest first</option>
            <option value="desc">Latest first</option>
          </>
        ) : (
          <>
            <option value="">Descending</option>
            <option value="asc">Ascending</option>
          </>
        )}
      </Filter>
    </>
  );
}
