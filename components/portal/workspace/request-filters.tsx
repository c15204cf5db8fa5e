// The requests list's filters as a GET form, so they work without JavaScript and every filtered view has a link.
import type { ReactNode } from "react";
import { controlClass } from "@/components/ui/field";
import { requestPriorities, requestStatuses } from "@/lib/workspace/vocabulary";
import { VocabularyOptions } from "./vocabulary-select";

export type RequestFilterValues = { status?: string; priority?: string; organisation?: string; assignee?: string };

type Props = {
  action: string;
  values: RequestFilterValues;
  /** Staff filter by priority, organisation and assignee too. */
  organisations?: { id: string; name: string }[];
};

type FilterProps = { label: string; name: string; value?: string; any: string; children: ReactNode };

const select = `${controlClass} h-10 text-sm`;
const label = "grid min-w-0 gap-1 text-sm font-medium text-slate-700";

/** One filter: a select named for the query string, its first option meaning "no filter". */
function Filter({ label: text, name, value, any, children }: FilterProps) {
  return (
    <label className={label}>
      {text}
      <select name={name} defaultValue={value ?? ""} className={select}>
        <option value="">{any}</option>
        {children}
      </select>
    </label>
  );
}

export function RequestFilters({ action, values, organisations }: Props) {
  const staff = organisations !== undefined;
  return (
    <form
      action={action}
      method="get"
      aria-label="Filter requests"
      className={`grid items-end gap-3 rounded-2xl border border-slate-200 bg-white p-4 ${staff ? "grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto]" : "sm:grid-cols-[minmax(0,16rem)_auto]"}`}
    >
      <Filter label="Status" name="status" value={values.status} any="Any status">
        <VocabularyOptions values={requestStatuses} />
      </Filter>
      {staff ? (
        <>
          <Filter label="Priority" name="priority" value={values.priority} any="Any priority">
            <VocabularyOptions values={requestPriorities} />
          </Filter>
          <Filter label="Organisation" name="organisation" value={values.organisation} any="Any organisation">
            {organisations.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </Filter>
          <Filter label="Assignee" name="assignee" value={values.assignee} any="Anyone">
            <option value="me">Assigned to me</option>
            <option value="none">Unassigned</option>
          </Filter>
        </>
      ) : null}
      <button
        type="submit"
        className={`h-10 rounded-xl border border-slate-300 bg-white px-4 text-sm font-semibold text-ink hover:bg-slate-50 ${staff ? "col-span-full lg:col-span-1" : ""}`}
      >
        Apply filters
      </button>
    </form>
  );
}
