// A list's search box: a plain GET form, so the words live in the address (?q=, shareable, kept by the back
// button) and the page reads them on the server; the list's other filters ride along as hidden fields.
import { buttonClass } from "@/components/ui/button";
import { fieldClass } from "@/components/ui/field";
import { searchMaxLength } from "@/lib/workspace/schemas";
import { PortalIcon } from "@/components/portal/icon";

type Props = {
  /** The list's path. */
  action: string;
  /** The box's name, such as "Search projects". */
  label: string;
  placeholder: string;
  value?: string;
  /** Filters to keep (a status), by query parameter. */
  keep?: Record<string, string | undefined>;
};

export function ListSearch({ action, label, placeholder, value, keep = {} }: Props) {
  const id = `list-search-${action.replace(/\W+/g, "-")}`;
  return (
    <form role="search" action={action} method="get" aria-label={label} className="flex max-w-xl gap-2">
      {Object.entries(keep).map(([name, v]) => (v ? <input key={name} type="hidden" name={name} value={v} /> : null))}
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="relative min-w-0 flex-1">
        <PortalIcon
          name="search"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
        />
        <input
          id={id}
          type="search"
          name="q"
          defaultValue={value}
          maxLength={searchMaxLength}
          placeholder={placeholder}
          className={`${fieldClass} pl-9 placeholder:text-slate-500`}
        />
      </div>
      <button type="submit" className={buttonClass("secondary", "md")}>
        Search
      </button>
    </form>
  );
}
