import type { Metadata } from "next";
import { requireUser } from "@/lib/auth/session";
import { site } from "@/lib/site";

export const metadata: Metadata = { title: "Support" };

export default async function EmployeeSupportPage() {
  await requireUser("employee");
  return (
    <section aria-labelledby="view-title">
      <h1 id="view-title" className="text-2xl font-bold text-ink">
        Support
      </h1>
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
