import type { Metadata } from "next";
import { DetailList, detailCard } from "@/components/portal/detail-list";
import { requireUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Profile" };

export default async function EmployeeProfilePage() {
  const user = await requireUser("employee");
  return (
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
  );
}
