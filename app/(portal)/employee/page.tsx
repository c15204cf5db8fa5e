import type { Metadata } from "next";
import { requireUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Employee dashboard" };

export default async function EmployeeOverviewPage() {
  const user = await requireUser("employee");
  return (
    <section aria-labelledby="view-title">
      <h1 id="view-title" className="text-2xl font-bold text-ink">
        Welcome back, {user.name.split(" ")[0]}
      </h1>
      <p className="mt-1 text-slate-600">Here is how your work stands today.</p>
    </section>
  );
}
