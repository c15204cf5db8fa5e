// One person's page for the admin, with where they are signed in and their passkeys.
import type { Metadata } from "next";
import { PasskeyList } from "@/components/portal/account/passkey-list";
import { SessionsSection } from "@/components/portal/account/sessions-section";
import { UserDetailView } from "@/components/portal/admin/user-detail-view";
import { requireUser } from "@/lib/auth/session";
import { loadUser } from "@/lib/portal/page-data/users";
import { loadUserPasskeys } from "@/lib/portal/page-data/passkeys";
import { loadUserSessions } from "@/lib/portal/page-data/security";
import type { DetailProps } from "./types";

export const userMetadata: Metadata = { title: "User" };

export async function User({ params }: DetailProps) {
  const caller = await requireUser("admin");
  const data = await loadUser(caller, (await params).id);
  const self = data.user.id === caller.id;
  const [{ sessions, now }, passkeys] = await Promise.all([
    loadUserSessions(caller, data.user.id),
    loadUserPasskeys(caller, data.user.id),
  ]);
  const name = data.user.name || data.user.email;
  return (
    <div className="grid gap-6">
      <UserDetailView {...data} self={self} />
      {/* Your own sessions and passkeys are on your Security page, where "this device" is known. */}
      {self ? null : (
        <>
          <SessionsSection
            sessions={sessions}
            now={now}
            userId={data.user.id}
            title={`Where ${name} is signed in`}
            text="Sign a session out if it should not be there: it stops working on its next request."
          />
          <section aria-labelledby="passkeys-title" className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
            <h2 id="passkeys-title" className="text-lg font-semibold text-ink">
              Passkeys
            </h2>
            <p className="mt-1 text-slate-600">Remove one that is lost or no longer theirs; e-mail codes still work.</p>
            <PasskeyList passkeys={passkeys} userId={data.user.id} empty={`${name} has no passkeys.`} />
          </section>
        </>
      )}
    </div>
  );
}
