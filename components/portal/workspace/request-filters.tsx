// The requests list's filters as a GET form, so they work without JavaScript and every filtered view has a link.
import { statusLabels, requestPriorities, requestStatuses } from "@/lib/workspace/vocabulary";

export type RequestFilterValues = { status?: string; priority?: string; organisation?: string; assignee?: string };

type Props = {
  action: string;
  values: RequestFilterValues;
  /** Staff filter by priority, organisation and assignee too. */
  organisations?: { id: string; name: string }[];
};

const select = "h-10 w-full rounded-xl border border-slate-300 bg-white px-3 text-sm text-ink";
const label = "grid min-w-0 gap-1 text-sm font-medium text-slate-700";

export function RequestFilters({ action, values, organisations }: Props) {
  const staff = organisations !== undefined;
  return (
    <form
      action={action}
      method="get"
      aria-label="Filter requests"
      className={`grid items-end gap-3 rounded-2xl border border-slate-200 bg-white p-4 ${staff ? "grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto]" : "sm:grid-cols-[minmax(0,16rem)_auto]"}`}
    >
      <label className={label}>
        Status
        <select name="status" defaultValue={values.status ?? ""} className={select}>
          <option value="">Any status</option>
          {requestStatuses.map((s) => (
            <option key={s} value={s}>
              {statusLabels[s]}
            </option>
          ))}
        </select>
      </label>
      {staff ? (
        <>
          <label className={label}>
            Priority
            <select name="priority" defaultValue={values.priority ?? ""} className={select}>
              <option value="">Any priority</option>
              {requestPriorities.map((p) => (
                <option key={p} value={p}>
                  {statusLabels[p]}
                </option>
              ))}
            </select>
          </label>
          <label className={label}>
            Organisation
            <select name="organisation" defaultValue={values.organisation ?? ""} className={select}>
              <option value="">Any organisation</option>
              {organisations.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.name}
                </option>
              ))}
            </select>
          </label>
          <label className={label}>
            Assignee
            <select name="assignee" defaultValue={values.assignee ?? ""} className={select}>
              <option value="">Anyone</option>
              <option value="me">Assigned to me</option>
              <option value="none">Unassigned</option>
            </select>
          </label>
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
