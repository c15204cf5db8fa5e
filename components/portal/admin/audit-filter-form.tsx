"use client";
// The audit's filters, kept in the address so every view of the log is a link. A select or a date applies at once;
// the text fields wait for Enter or Filter. Without JavaScript the form is a plain GET.
import { useRouter } from "next/navigation";
import type { FormEvent } from "react";
import { controlClass } from "@/components/ui/field";

export type AuditFilterValues = Partial<Record<"person" | "event" | "from" | "to" | "ip", string>>;
export type EventGroup = { label: string; events: { value: string; label: string }[] };

const control = `${controlClass} h-10 text-sm`;
const labelClass = "grid min-w-0 gap-1 text-sm font-medium text-slate-700";

function addressOf(action: string, form: HTMLFormElement): string {
  const query = new URLSearchParams();
  for (const [key, value] of new FormData(form))
    if (typeof value === "string" && value.trim()) query.set(key, value.trim());
  const text = query.toString();
  return text ? `${action}?${text}` : action;
}

export function AuditFilterForm({
  action,
  values,
  eventGroups,
}: {
  action: string;
  values: AuditFilterValues;
  eventGroups: EventGroup[];
}) {
  const router = useRouter();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    router.push(addressOf(action, event.currentTarget));
  };
  return (
    <form
      action={action}
      method="get"
      role="search"
      aria-label="Filter the audit log"
      onSubmit={submit}
      onChange={(event) => {
        const target = event.target as unknown as HTMLInputElement;
        if (target.tagName === "SELECT" || target.type === "date")
          router.replace(addressOf(action, event.currentTarget), { scroll: false });
      }}
      className="grid grid-cols-2 items-end gap-3 rounded-2xl border border-slate-200 bg-white p-4 md:grid-cols-4 xl:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_minmax(9.5rem,1fr)_minmax(9.5rem,1fr)_minmax(0,1.5fr)_auto]"
    >
      <label className={`${labelClass} col-span-2 xl:col-span-1`}>
        Person
        <input
          type="search"
          name="person"
          defaultValue={values.person ?? ""}
          placeholder="E-mail or part of it"
          className={control}
        />
      </label>
      <label className={`${labelClass} col-span-2 xl:col-span-1`}>
        Event
        <select name="event" defaultValue={values.event ?? ""} className={control}>
          <option value="">Every event</option>
          {eventGroups.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.events.map((e) => (
                <option key={e.value} value={e.value}>
                  {e.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </label>
      <label className={labelClass}>
        From
        <input type="date" name="from" defaultValue={values.from ?? ""} className={control} />
      </label>
      <label className={labelClass}>
        To
        <input type="date" name="to" defaultValue={values.to ?? ""} className={control} />
      </label>
      <label className={labelClass}>
        IP
        <input
          type="text"
          name="ip"
          inputMode="decimal"
          defaultValue={values.ip ?? ""}
          placeholder="203.0.113.* or exact"
          className={control}
        />
      </label>
      <button
        type="submit"
        className="h-10 rounded-xl border border-slate-300 bg-white px-4 text-sm font-semibold text-ink hover:bg-slate-50"
      >
        Filter
      </button>
    </form>
  );
}
