"use client";
// The enquiries' filters (status, owner), kept in the address; a choice applies at once, and without JavaScript the
// form is a plain GET sent by Filter.
import { useRouter } from "next/navigation";
import { controlClass } from "@/components/ui/field";
import { enquiryStatuses, enquiryStatusLabels } from "@/lib/contact/follow-up-vocabulary";
import type { StaffMember } from "@/lib/workspace/members";

const control = `${controlClass} h-10 text-sm`;
const labelClass = "grid min-w-0 gap-1 text-sm font-medium text-slate-700";

export function EnquiryFilters({
  action,
  values,
  staff,
}: {
  action: string;
  values: { status?: string; owner?: string };
  staff: StaffMember[];
}) {
  const router = useRouter();
  const apply = (form: HTMLFormElement) => {
    const query = new URLSearchParams();
    for (const [key, value] of new FormData(form)) if (typeof value === "string" && value) query.set(key, value);
    const text = query.toString();
    router.replace(text ? `${action}?${text}` : action, { scroll: false });
  };
  return (
    <form
      action={action}
      method="get"
      role="search"
      aria-label="Filter enquiries"
      onChange={(event) => apply(event.currentTarget)}
      onSubmit={(event) => {
        event.preventDefault();
        apply(event.currentTarget);
      }}
      className="grid grid-cols-2 items-end gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-[1fr_1fr_auto]"
    >
      <label className={labelClass}>
        Status
        <select name="status" defaultValue={values.status ?? ""} className={control}>
          <option value="">Any status</option>
          {enquiryStatuses.map((s) => (
            <option key={s} value={s}>
              {enquiryStatusLabels[s]}
            </option>
          ))}
        </select>
      </label>
      <label className={labelClass}>
        Owner
        <select name="owner" defaultValue={values.owner ?? ""} className={control}>
          <option value="">Anyone</option>
          <option value="me">Me</option>
          <option value="none">Nobody yet</option>
          {staff.map((person) => (
            <option key={person.email} value={person.email}>
              {person.name}
            </option>
          ))}
        </select>
      </label>
      <button
        type="submit"
        className="col-span-2 h-10 rounded-xl border border-slate-300 bg-white px-4 text-sm font-semibold text-ink hover:bg-slate-50 sm:col-span-1"
      >
        Filter
      </button>
    </form>
  );
}
