import type { Metadata } from "next";
import { BottomNav, SidebarNav, type NavView } from "@/components/portal/dashboard-nav";
import { DetailList, detailCard } from "@/components/portal/detail-list";
import { LogoutButton } from "@/components/portal/logout-button";
import { PortalBrand } from "@/components/portal/portal-brand";
import { ShellFrame } from "@/components/portal/shell-frame";
import { StatCard } from "@/components/portal/stat-card";
import { requireUser } from "@/lib/auth/session";
import { employeeStats, employeeTasks } from "@/lib/portal/employee-data";
import { site } from "@/lib/site";

export const metadata: Metadata = { title: "Employee dashboard", robots: { index: false } };

const views: NavView[] = [
  { key: "overview", label: "Overview", href: "/employee", icon: "dashboard" },
  { key: "tasks", label: "Tasks", href: "/employee?view=tasks", icon: "tasks" },
  { key: "profile", label: "Profile", href: "/employee?view=profile", icon: "profile" },
  { key: "support", label: "Support", href: "/employee?view=support", icon: "support" },
];

type Props = { searchParams: Promise<{ view?: string }> };

export default async function EmployeeDashboard({ searchParams }: Props) {
  const user = await requireUser("employee");
  const { view: requested } = await searchParams;
  const view = views.find((v) => v.key === requested)?.key ?? "overview";

  return (
    <ShellFrame
      widths={[200, 60]}
      brand={<PortalBrand href="/employee" />}
      actions={
        <>
          <span className="hidden text-sm font-medium text-slate-700 sm:inline">{user.name}</span>
          <LogoutButton />
        </>
      }
      nav={<SidebarNav views={views} active={view} />}
      bottomNav={<BottomNav views={views} active={view} />}
    >
      {view === "overview" ? (
        <section aria-labelledby="view-title">
          <h1 id="view-title" className="text-2xl font-bold text-ink">
            Welcome back, {user.name.split(" ")[0]}
          </h1>
          <p className="mt-1 text-slate-600">Here is how your work stands today.</p>
          <div className="mt-6 grid gap-4 sm:grid-cols-3">
            {employeeStats.map((s) => (
              <StatCard key={s.label} {...s} />
            ))}
          </div>
        </section>
      ) : null}
      {view === "tasks" ? (
        <section aria-labelledby="view-title">
          <h1 id="view-title" className="text-2xl font-bold text-ink">
            Tasks
          </h1>
          <ul className="mt-6 space-y-3">
            {employeeTasks.map((t) => (
              <li
                key={t.title}
                className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-5 shadow-card sm:flex-row sm:items-center sm:justify-between"
              >
                <div>
                  <p className="font-semibold text-ink">{t.title}</p>
                  <p className="text-sm text-slate-600">{t.due}</p>
                </div>
                <span className="self-start rounded-full bg-blue-50 px-3 py-1 text-sm font-medium text-accent-700 ring-1 ring-blue-200 sm:self-auto">
                  {t.status}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {view === "profile" ? (
        <section aria-labelledby="view-title">
          <h1 id="view-title" className="text-2xl font-bold text-ink">
            Profile
          </h1>
          <DetailList
            rows={[
              ["Name", user.name],
              ["E-mail", user.email],
              ["Role", "Employee"],
            ]}
            className={`${detailCard} max-w-xl`}
          />
        </section>
      ) : null}
      {view === "support" ? (
        <section aria-labelledby="view-title">
          <h1 id="view-title" className="text-2xl font-bold text-ink">
            Support
          </h1>
          <p className="mt-4 max-w-xl text-lg leading-relaxed text-slate-700">
            For help with the portal, your account or your tasks, contact{" "}
            <a
              href={`mailto:${site.email.support}`}
              className="font-semibold text-accent-700 underline underline-offset-2"
            >
              {site.email.support}
            </a>
            . We answer within one working day.
          </p>
        </section>
      ) : null}
    </ShellFrame>
  );
}
