// One person, for an admin: profile, role, organisation, state, last sign-in and any sign-in hold, with the same
// actions as the table. Their sessions and passkeys are listed below this by the account pages.
import { Badge } from "@/components/ui/badge";
import type { DirectoryRow } from "@/lib/auth/user-directory";
import { userStateLabels } from "@/lib/auth/user-state";
import { formatDateTime } from "@/lib/portal/format";
import { portalPath } from "@/lib/portal/paths";
import { DetailList, type Detail } from "../detail-list";
import { BackLink } from "../titled-section";
import { ViewHeader } from "../workspace/empty-state";
import type { OrganisationChoice } from "./add-user-form";
import { PlaceUserForm } from "./place-user-form";
import { UserActions } from "./user-actions";
import { ClearHoldButton, UserRoleForm } from "./user-role-form";
import { roleLabel, stateTones } from "./user-labels";

type Props = {
  user: DirectoryRow;
  signInHeldUntil: Date | null;
  organisations: OrganisationChoice[];
  self: boolean;
};

export function UserDetailView({ user, signInHeldUntil, organisations, self }: Props) {
  const list = portalPath("admin", "users");
  const placed = user.role === "client" || user.role === "vendor";
  const rows: Detail[] = [
    ["E-mail", user.email],
    [
      "Role",
      self ? roleLabel(user.role) : <UserRoleForm key={user.role} id={user.id} name={user.name} current={user.role} />,
    ],
    [
      "Organisation",
      placed && !self ? (
        <PlaceUserForm
          key={user.organisation?.id ?? "none"}
          email={user.email}
          current={user.organisation?.id ?? null}
          options={organisations.filter((o) => o.kind === user.role)}
        />
      ) : (
        (user.organisation?.name ?? "None (staff belong to no organisation)")
      ),
    ],
    [
      "State",
      <Badge key="state" tone={stateTones[user.state]}>
        {userStateLabels[user.state]}
      </Badge>,
    ],
    ["Last signed in", user.lastSignedInAt ? formatDateTime(user.lastSignedInAt) : "Never (invited)"],
    ["Added", formatDateTime(user.createdAt)],
    [
      "Sign-in hold",
      signInHeldUntil ? (
        <div className="grid gap-2">
          <p className="font-normal text-amber-900">
            Held until {formatDateTime(signInHeldUntil)} after too many codes or wrong codes.
          </p>
          <ClearHoldButton id={user.id} email={user.email} />
        </div>
      ) : (
        "None"
      ),
    ],
  ];
  return (
    <section aria-labelledby="view-title" className="grid max-w-4xl gap-6">
      <div>
        <BackLink href={list}>All users</BackLink>
        <div className="mt-3 flex flex-wrap items-start justify-between gap-4">
          <ViewHeader title={user.name} text={self ? "Your own account: another admin changes it." : undefined} />
          {self ? null : (
            <UserActions id={user.id} name={user.name} email={user.email} state={user.state} listHref={list} />
          )}
        </div>
      </div>
      <section aria-label="Profile" className="rounded-2xl border border-slate-200 bg-white">
        <DetailList rows={rows} />
      </section>
    </section>
  );
}
