// The admin's Dashboard view: Total Users, Active Sessions and Enquiries, as the page counted them.
import Link from "next/link";
import { StatCard } from "@/components/portal/stat-card";
import { portalPath } from "@/lib/portal/paths";

type Figures = { totalUsers: number; activeUsers: number; activeSessions: number; enquiries: number };

export function DashboardView({ name, figures }: { name: string; figures: Figures }) {
  return (
    <section aria-labelledby="view-title">
      <h1 id="view-title" className="text-2xl font-bold text-ink">
        Dashboard
      </h1>
      <p className="mt-1 text-slate-600">
        Welcome back, {name.split(" ")[0] || "admin"}. This is how the portal stands right now.
      </p>
      {/* Counts, short at any size: two to a row on a phone, as the figures of "My work" below. */}
      <div className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
        <StatCard label="Total Users" value={figures.totalUsers} note={`${figures.activeUsers} with access`} />
        <StatCard label="Active Sessions" value={figures.activeSessions} note="Signed in and not expired" />
        <StatCard label="Enquiries" value={figures.enquiries} note="Enquiries from the contact form" />
      </div>
      <p className="mt-6 text-sm text-slate-600">
        Open{" "}
        <Link
          href={portalPath("admin", "enquiries")}
          className="font-semibold text-accent-700 underline underline-offset-2"
        >
          Enquiries
        </Link>{" "}
        to read enquiries, or{" "}
        <Link
          href={portalPath("admin", "users")}
          className="font-semibold text-accent-700 underline underline-offset-2"
        >
          Users
        </Link>{" "}
        to manage who can sign in.
      </p>
    </section>
  );
}
