// The pages about the person and the portal itself: the admin's settings, an employee's profile and support.
import type { Metadata } from "next";
import { SettingsView } from "@/components/portal/admin/settings-view";
import { DetailList, detailCard } from "@/components/portal/detail-list";
import { ViewHeader } from "@/components/portal/workspace/empty-state";
import { requireUser } from "@/lib/auth/session";
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

export async function Support() {
  await requireUser("employee");
  return (
    <section aria-labelledby="view-title">
      <ViewHeader title="Support" />
      <p className="mt-4 max-w-xl text-lg leading-relaxed text-slate-700">
        For help with the portal, your account or your requests, contact{" "}
        <a href={`mailto:${site.email.support}`} className="font-semibold text-accent-700 underline underline-offset-2">
          {site.email.support}
        </a>
        . We answer within one working day.
      </p>
    </section>
  );
}
