import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { Logo } from "@/components/site/logo";
import { PortalFooter } from "@/components/portal/portal-footer";
import { RequestAccessForm } from "@/components/portal/request-access-form";
import { getCurrentUser } from "@/lib/auth/session";
import { dashboardFor } from "@/lib/portal/login-rules";
import { site } from "@/lib/site";
import { PortalIcon } from "@/components/portal/icon";

export const metadata: Metadata = {
  title: "Request access",
  description: `Ask the ${site.portalName} portal's administrators for an account.`,
  alternates: { canonical: "/login/request-access" },
};

export default async function RequestAccessPage() {
  const user = await getCurrentUser();
  if (user) redirect(dashboardFor(user.role));
  return (
    <div className="flex min-h-dvh flex-col bg-surface">
      <header className="border-b border-slate-200 bg-white">
        <div className="container-page flex h-16 items-center justify-between">
          <Logo />
          <Link href="/" className="text-sm font-semibold text-slate-700 hover:text-ink">
            Back to the website
          </Link>
        </div>
      </header>
      <main id="main" className="flex flex-1 items-center py-10 sm:py-14">
        <div className="container-page">
          <div className="mx-auto w-full max-w-lg rounded-3xl border border-slate-200 bg-white p-6 shadow-card sm:p-8">
            <Link
              href="/login"
              className="inline-flex items-center gap-1.5 text-sm font-semibold text-accent-700 hover:underline"
            >
              <PortalIcon name="arrow-left" className="size-4" /> Back to sign in
            </Link>
            <h1 className="mt-4 text-2xl font-bold text-ink">Request access</h1>
            <p className="mt-2 text-slate-600">
              Tell us who you are and what you need. The portal&apos;s administrators will review your request, and you
              will get an e-mail if an account is made for you.
            </p>
            <div className="mt-7">
              <RequestAccessForm />
            </div>
          </div>
        </div>
      </main>
      <PortalFooter />
    </div>
  );
}
