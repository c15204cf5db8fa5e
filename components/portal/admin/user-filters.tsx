"use client";
// The Users table's search and filters, kept in the address so every view of the table is a link. A choice applies
// at once; the search applies on Enter or the button. Without JavaScript the form is a plain GET.
import { useRouter } from "next/navigation";
import type { ReactNode } from "react";
import { controlClass } from "@/components/ui/field";
import { roles } from "@/lib/auth/roles";
import { userStateLabels, userStates, type UserFilters } from "@/lib/auth/user-state";

const select = `${controlClass} h-10 text-sm`;
const roleLabel = (role: string) => role.charAt(0).toUpperCase() + role.slice(1);

function Filter({
  label,
  name,
  value,
  wide = false,
  children,
}: {
  label: string;
  name: string;
  value?: string;
  /** Both columns of a phone's two. */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <label
      className={`grid min-w-0 gap-1 text-sm font-medium text-slate-700 ${wide ? "col-span-2 sm:col-span-1" : ""}`}
    >
      {label}
      <select name={name} defaultValue={value ?? ""} className={select}>
        {children}
      </select>
    </label>
  );
}

function addressOf(action: string, form: HTMLFormElement): string {
  const query = new URLSearchParams();
  for (const [key, value] of new FormData(form))
    if (typeof value === "string" && value.trim()) query.set(key, value.trim());
  const text = query.toString();
  return text ? `${action}?${text}` : action;
}

type Props = { action: string; values: UserFilters; organisations: { id: string; name: string }[] };

export function UserFilterForm({ action, values, organisations }: Props) {
  const router = useRouter();
  return (
    <form
      action={action}
      method="get"
      role="search"
      aria-label="Search and filter users"
      onSubmit={(event) => {
        event.preventDefault();
        router.push(addressOf(action, event.currentTarget));
      }}
      onChange={(event) => {
        if ((event.target as HTMLElement).tagName === "SELECT")
          router.replace(addressOf(action, event.currentTarget), { scroll: false });
      }}
      className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4"
    >
      <div className="flex gap-2">
        <label htmlFor="user-search" className="sr-only">
          Search users by name or e-mail
        </label>
        <input
          id="user-search"
          type="search"
          name="q"
          maxLength={100}
          defaultValue={values.q ?? ""}
          placeholder="Search by name or e-mail"
          className={`${controlClass} h-10 min-w-0 flex-1 text-sm placeholder:text-slate-500`}
        />
        <button
          type="submit"
          className="h-10 rounded-xl border border-slate-300 bg-white px-4 text-sm font-semibold text-ink hover:bg-slate-50"
        >
          Search
        </button>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Filter label="Role" name="role" value={values.role}>
          <option value="">Any role</option>
          {roles.map((r) => (
            <option key={r} value={r}>
              {roleLabel(r)}
            </option>
          ))}
        </Filter>
        <Filter label="State" name="state" value={values.state}>
          <option value="">Any state</option>
          {userStates.map((s) => (
            <option key={s} value={s}>
              {userStateLabels[s]}
            </option>
          ))}
        </Filter>
        <Filter label="Organisation" name="organisation" value={values.organisation} wide>
          <option value="">Any organisation</option>
          <option value="none">No organisation</option>
          {organisations.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </Filter>
      </div>
    </form>
  );
}
