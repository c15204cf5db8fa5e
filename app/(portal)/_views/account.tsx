// The pages about the person and the portal itself: the admin's settings, an employee's profile and support.
import type { Metadata } from "next";
import { SettingsView } from "@/components/portal/admin/settings-view";
import { DetailList, detailCard } from "@/components/portal/detail-list";
import { ViewHeader } from "@/components/portal/workspace/empty-state";
import { TitledSection } from "@/components/portal/titled-section";
import { requireUser } from "@/lib/auth/session";
import { loadPortalAdmins } from "@/lib/portal/page-data/support";
import { site } from "@/lib/site";

export const settingsMetadata: Metadata = { title: "Settings" };
export const profileMetadata: Metadata = { title: "Profile" };
export const supportMetadata: Metadata = { title: "Support" };

export async function Settings() {
  await requireUser("admin");
  return <SettingsView />;
}

export async function Profile() {
  const user = await requireUser("employee");
  return (
    <section aria-labelledby="view-title">
      <ViewHeader title="Profile" />
      <DetailList
        rows={[
          ["Name", user.name],
          ["E-mail", user.email],
          ["Role", "Employee"],
        ]}
        className={`${detailCard} max-w-xl`}
      />
    </section>
  );
}

const mailLink = "font-semibold text-accent-700 underline underline-offset-2";

export async function Support() {
  const user = await requireUser("employee");
  const admins = await loadPortalAdmins(user);
  return (
    <section aria-labelledby="view-title" className="grid max-w-xl gap-6">
      <ViewHeader title="Support" />
      <p className="text-lg leading-relaxed text-slate-700">
        For help with the portal or your account, contact{" "}
        <a href={`mailto:${site.email.support}`} className={mailLink}>
          {site.email.support}
        </a>
        . We answer within one working day.
      </p>
      <TitledSection
        id="admins-title"
        title="Portal administrators"
        className="grid gap-3"
        headingClassName="text-lg font-semibold text-ink"
      >
        <p className="text-slate-700">They add people, change roles, and end a hold on someone&apos;s sign-in.</p>
        {admins.length === 0 ? (
          <p className="text-slate-700">No administrator is active right now: write to the support address above.</p>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white">
            {admins.map((admin) => (
              <li key={admin.email} className="grid gap-0.5 px-4 py-3">
                <span className="font-semibold text-ink">{admin.name}</span>
                <a href={`mailto:${admin.email}`} className={`${mailLink} break-all`}>
                  {admin.email}
                </a>
              </li>
            ))}
          </ul>
        )}
      </TitledSection>
    </section>
  );
}
