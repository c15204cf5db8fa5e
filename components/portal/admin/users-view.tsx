// The admin's Users view: the directory, with forms (server actions) to add people, change roles and access.
import { formatDateTime } from "@/lib/portal/format";
import { SelectField, TextField } from "@/components/ui/field";
import { Button } from "@/components/ui/button";
import { addUserAction } from "@/lib/actions/users/add";
import { clearSignInLimitsAction } from "@/lib/actions/users/clear-sign-in-limits";
import { removeUserAction } from "@/lib/actions/users/remove";
import { setActiveAction } from "@/lib/actions/users/set-active";
import { setRoleAction } from "@/lib/actions/users/set-role";
import { roles } from "@/lib/auth/roles";
import type { loadUserDirectory } from "@/lib/portal/page-data/organisations";
import { noticeFor } from "@/lib/portal/users-notices";
import { ActionForm } from "../action-form";
import { PlaceUserForm } from "./organisation-forms";

const label = (role: string) => role.charAt(0).toUpperCase() + role.slice(1);
const small = "h-9 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-ink hover:bg-slate-50";

type Props = {
  users: Awaited<ReturnType<typeof loadUserDirectory>>["users"];
  organisations: { id: string; name: string; kind: string }[];
  currentUserId: string;
  notice?: string;
};

export function UsersView({ users, organisations, currentUserId, notice }: Props) {
  const message = noticeFor(notice);
  return (
    <section aria-labelledby="view-title">
      <h1 id="view-title" className="text-2xl font-bold text-ink">
        Users
      </h1>
      <p className="mt-1 text-slate-600">Everyone who may sign in to the portal, and the dashboard their role opens.</p>
      {message ? (
        <p
          role={message.ok ? "status" : "alert"}
          className={`mt-4 max-w-3xl rounded-xl border px-4 py-3 ${message.ok ? "border-emerald-200 bg-emerald-50 text-emerald-900" : "border-red-200 bg-red-50 text-red-900"}`}
        >
          {message.text}
        </p>
      ) : null}

      <ActionForm
        action={addUserAction}
        aria-labelledby="add-user-title"
        className="mt-6 max-w-3xl rounded-2xl border border-slate-200 bg-white p-5"
      >
        <h2 id="add-user-title" className="font-semibold text-ink">
          Add a user
        </h2>
        <div className="mt-3 grid gap-3 sm:grid-cols-[1fr_1fr_9rem_auto] sm:items-end">
          <TextField compact id="new-user-email" label="E-mail" name="email" type="email" required autoComplete="off" />
          <TextField
            compact
            id="new-user-name"
            label={
              <>
                Name <span className="sr-only">(optional)</span>
              </>
            }
            name="name"
            maxLength={100}
            autoComplete="off"
          />
          <SelectField
            compact
            id="new-user-role"
            label="Role"
            name="role"
            defaultValue="employee"
            options={roles.map((r) => ({ value: r, label: label(r) }))}
          />
          <Button type="submit">Add user</Button>
        </div>
      </ActionForm>

      <ul
        className="mt-6 max-w-3xl divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white"
        aria-label="Users"
      >
        {users.map((u) => {
          const self = u.id === currentUserId;
          return (
            <li key={u.id} className="flex flex-col gap-3 px-5 py-4 lg:flex-row lg:items-center lg:justify-between">
              <div className="min-w-0">
                <p className="font-semibold text-ink">
                  {u.name} {self ? <span className="text-sm font-normal text-slate-600">(you)</span> : null}
                </p>
                <p className="truncate text-sm text-slate-600">
                  {u.email} · {label(u.role)} · {u.active ? "Active" : "Paused"}
                </p>
                {u.role === "client" || u.role === "vendor" ? (
                  <div className="mt-2">
                    <PlaceUserForm
                      email={u.email}
                      current={u.organisationId}
                      options={organisations.filter((o) => o.kind === u.role).map(({ id, name }) => ({ id, name }))}
                    />
                  </div>
                ) : null}
                {u.signInHeldUntil ? (
                  <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-amber-900">
                    <span className="rounded-lg bg-amber-50 px-2 py-1">
                      Sign-in held until {formatDateTime(u.signInHeldUntil)} after too many codes or wrong codes
                    </span>
                    <ActionForm action={clearSignInLimitsAction}>
                      <input type="hidden" name="email" value={u.email} />
                      <button type="submit" className={small}>
                        Clear sign-in limits<span className="sr-only"> for {u.email}</span>
                      </button>
                    </ActionForm>
                  </div>
                ) : null}
              </div>
              {self ? null : (
                <div className="flex flex-wrap items-center gap-2">
                  <ActionForm action={setRoleAction} className="flex items-center gap-2">
                    <input type="hidden" name="email" value={u.email} />
                    <label className="sr-only" htmlFor={`role-${u.id}`}>
                      Role of {u.email}
                    </label>
                    <select
                      id={`role-${u.id}`}
                      name="role"
                      defaultValue={u.role}
                      className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm"
                    >
                      {roles.map((r) => (
                        <option key={r} value={r}>
                          {label(r)}
                        </option>
                      ))}
                    </select>
                    <button type="submit" className={small}>
                      Save<span className="sr-only"> role of {u.email}</span>
                    </button>
                  </ActionForm>
                  <ActionForm action={setActiveAction}>
                    <input type="hidden" name="email" value={u.email} />
                    <input type="hidden" name="active" value={u.active ? "false" : "true"} />
                    <button type="submit" className={small}>
                      {u.active ? "Pause access" : "Restore access"}
                      <span className="sr-only"> for {u.email}</span>
                    </button>
                  </ActionForm>
                  <ActionForm action={removeUserAction}>
                    <input type="hidden" name="email" value={u.email} />
                    <button
                      type="submit"
                      className="h-9 rounded-lg border border-red-200 bg-white px-3 text-sm font-semibold text-red-700 hover:bg-red-50"
                    >
                      Remove<span className="sr-only"> {u.email}</span>
                    </button>
                  </ActionForm>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
