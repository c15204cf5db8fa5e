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
import { ConfirmDialog, submitForm } from "@/components/ui/confirm-dialog";
import { ActionForm } from "../action-form";
import { FormMessage } from "../workspace/form-message";
import { PlaceUserForm } from "./organisation-forms";

const label = (role: string) => role.charAt(0).toUpperCase() + role.slice(1);
const small = "h-9 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-ink hover:bg-slate-50";
// One grid for every row, so the controls line up in columns at desktop widths and stack on a phone.
const row = "grid gap-3 px-5 py-4 lg:grid-cols-[minmax(0,1fr)_13rem_9.5rem_7rem] lg:items-center lg:gap-4";

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
        <FormMessage
          key={notice}
          className="mt-4 max-w-3xl px-4 py-3 text-base"
          error={message.ok ? null : message.text}
          done={message.ok ? message.text : null}
        />
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
        className="mt-6 max-w-5xl divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white"
        aria-label="Users"
      >
        {users.map((u) => {
          const self = u.id === currentUserId;
          return (
            <li key={u.id} className={row}>
              <div className="min-w-0">
                <p className="font-semibold break-words text-ink">
                  {u.name} {self ? <span className="text-sm font-normal text-slate-600">(you)</span> : null}
                </p>
                <p className="truncate text-sm text-slate-600" title={u.email}>
                  {u.email}
                </p>
                <p className="text-sm text-slate-600">
                  {label(u.role)} · {u.active ? "Active" : "Paused"}
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
              {self ? (
                <p className="text-sm text-slate-600 lg:col-span-3">You cannot change your own role or access here.</p>
              ) : (
                <>
                  <ActionForm action={setRoleAction} className="flex items-center gap-2">
                    <input type="hidden" name="email" value={u.email} />
                    <label className="sr-only" htmlFor={`role-${u.id}`}>
                      Role of {u.email}
                    </label>
                    <select
                      id={`role-${u.id}`}
                      name="role"
                      defaultValue={u.role}
                      className="h-9 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-2 text-sm"
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
                    <button type="submit" className={`${small} w-full`}>
                      {u.active ? "Pause access" : "Restore access"}
                      <span className="sr-only"> for {u.email}</span>
                    </button>
                  </ActionForm>
                  <ActionForm action={removeUserAction}>
                    <input type="hidden" name="email" value={u.email} />
                    <ConfirmDialog
                      className="h-9 w-full rounded-lg border border-red-200 bg-white px-3 text-sm font-semibold text-red-700 hover:bg-red-50"
                      title={`Remove ${u.name}?`}
                      description={`${u.email} will no longer be able to sign in, and their open sessions end now. This cannot be undone.`}
                      confirmLabel={`Remove ${u.name}`}
                      onConfirm={submitForm}
                    >
                      Remove<span className="sr-only"> {u.email}</span>
                    </ConfirmDialog>
                  </ActionForm>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
