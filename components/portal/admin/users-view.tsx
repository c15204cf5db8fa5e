// The admin's Users view: add and invite, then everyone who may sign in as a table (search and filters in the
// address), each row with its state, last sign-in and a small menu of actions; the name opens the person's page.
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { userFiltersQuery, userStateLabels, type UserFilters } from "@/lib/auth/user-state";
import type { DirectoryRow } from "@/lib/auth/user-directory";
import { formatDateTime } from "@/lib/portal/format";
import { portalPath } from "@/lib/portal/paths";
import { noticeFor } from "@/lib/portal/users-notices";
import { EmptyState, ViewHeader } from "../workspace/empty-state";
import { FormMessage } from "../workspace/form-message";
import { AddUserForm, type OrganisationChoice } from "./add-user-form";
import { UserActions } from "./user-actions";
import { UserFilterForm } from "./user-filters";
import { roleLabel, stateTones } from "./user-labels";

type Props = {
  users: DirectoryRow[];
  organisations: OrganisationChoice[];
  filters: UserFilters;
  currentUserId: string;
  notice?: string;
};

export function UsersView({ users, organisations, filters, currentUserId, notice }: Props) {
  const message = noticeFor(notice);
  const list = portalPath("admin", "users");
  const filtered = userFiltersQuery(filters) !== "";
  return (
    <section aria-labelledby="view-title" className="grid max-w-6xl gap-6">
      <ViewHeader title="Users" text="Everyone who may sign in to the portal, and the dashboard their role opens." />
      {message ? (
        <FormMessage key={notice} error={message.ok ? null : message.text} done={message.ok ? message.text : null} />
      ) : null}
      <AddUserForm organisations={organisations} />
      <UserFilterForm action={list} values={filters} organisations={organisations} />
      {users.length === 0 ? (
        <EmptyState action={filtered ? { href: list, label: "Show everyone" } : undefined}>
          {filtered ? "Nobody matches these filters." : "No users yet. Add the first one above."}
        </EmptyState>
      ) : (
        // Columns by the width the table has (the side bar takes part of a tablet's), not the window's.
        <div className="@container rounded-2xl border border-slate-200 bg-white">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">
              Users{filtered ? ", filtered" : ""}: {users.length}
            </caption>
            <thead className="border-b border-slate-200 text-xs font-semibold tracking-wide text-slate-600 uppercase">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Person
                </th>
                <th scope="col" className="hidden w-px px-4 py-3 whitespace-nowrap @2xl:table-cell">
                  Role
                </th>
                <th scope="col" className="hidden px-4 py-3 @4xl:table-cell">
                  Organisation
                </th>
                <th scope="col" className="hidden w-px px-4 py-3 whitespace-nowrap @md:table-cell">
                  State
                </th>
                <th scope="col" className="hidden px-4 py-3 @4xl:table-cell">
                  Last signed in
                </th>
                <th scope="col" className="w-px px-4 py-3">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {users.map((u) => {
                const href = portalPath("admin", "users", u.id);
                return (
                  <tr key={u.id} className="align-top">
                    {/* Until every column shows, what the others leave: a long address ends in an ellipsis. */}
                    <td className="max-w-0 px-4 py-3 @4xl:max-w-none">
                      <Link href={href} className="font-semibold break-words text-ink hover:underline">
                        {u.name}
                      </Link>
                      {u.id === currentUserId ? <span className="text-slate-600"> (you)</span> : null}
                      <p className="truncate text-slate-600" title={u.email}>
                        {u.email}
                      </p>
                      <p className="text-slate-600 @2xl:hidden">
                        {roleLabel(u.role)}
                        {u.organisation ? ` · ${u.organisation.name}` : ""}
                        {` · ${u.lastSignedInAt ? `signed in ${formatDateTime(u.lastSignedInAt)}` : "never signed in"}`}
                      </p>
                      <p className="hidden text-slate-600 @2xl:block @4xl:hidden">
                        {u.organisation ? `${u.organisation.name} · ` : ""}
                        {u.lastSignedInAt ? `signed in ${formatDateTime(u.lastSignedInAt)}` : "never signed in"}
                      </p>
                      <p className="mt-1 @md:hidden">
                        <Badge tone={stateTones[u.state]}>{userStateLabels[u.state]}</Badge>
                      </p>
                    </td>
                    <td className="hidden px-4 py-3 @2xl:table-cell">{roleLabel(u.role)}</td>
                    <td className="hidden px-4 py-3 @4xl:table-cell">
                      {u.organisation ? (
                        <Link
                          href={portalPath("admin", "organisations", u.organisation.id)}
                          className="text-accent-700 hover:underline"
                        >
                          {u.organisation.name}
                        </Link>
                      ) : (
                        <span className="text-slate-600">—</span>
                      )}
                    </td>
                    <td className="hidden px-4 py-3 @md:table-cell">
                      <Badge tone={stateTones[u.state]}>{userStateLabels[u.state]}</Badge>
                    </td>
                    <td className="hidden px-4 py-3 text-slate-700 @4xl:table-cell">
                      {u.lastSignedInAt ? formatDateTime(u.lastSignedInAt) : "Never"}
                    </td>
                    {/* As narrow as its button, so the person's name and e-mail get the row on a phone. */}
                    <td className="w-px px-4 py-3">
                      {u.id === currentUserId ? null : (
                        <UserActions
                          align="end"
                          id={u.id}
                          name={u.name}
                          email={u.email}
                          state={u.state}
                          href={href}
                          listHref={list}
                        />
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
