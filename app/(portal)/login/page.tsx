import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { Logo } from "@/components/site/logo";
import { LoginForm } from "@/components/portal/login-form";
import { LoginHeroArt } from "@/components/portal/login-hero-art";
import { PasskeySignIn } from "@/components/portal/passkey-sign-in";
import { PortalFooter } from "@/components/portal/portal-footer";
import { getCurrentUser } from "@/lib/auth/session";
import { otpRules } from "@/lib/auth/code-rules";
import { dashboardFor, messages } from "@/lib/portal/login-rules";
import { site } from "@/lib/site";

export const metadata: Metadata = {
  title: "Sign in",
  description: `Sign in to the ${site.portalName} portal with your company e-mail and a one-time code.`,
  alternates: { canonical: "/login" },
};

type Props = { searchParams: Promise<{ expired?: string }> };

export default async function LoginPage({ searchParams }: Props) {
  const { expired } = await searchParams;
  const user = expired ? null : await getCurrentUser();
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
        <div className="container-page grid items-stretch gap-8 min-[1324px]:grid-cols-2">
          <div
            className="dark-surface relative hidden overflow-hidden rounded-3xl bg-navy-900 p-10 text-white min-[1324px]:min-h-[36rem] lg:flex lg:min-h-80 lg:flex-col lg:justify-end"
            data-testid="login-hero"
          >
            <LoginHeroArt />
            {/* Keeps the text side plain navy: left while the panel is a wide band, bottom once it is a column. */}
            <div
              aria-hidden="true"
              className="absolute inset-0 bg-linear-to-r from-navy-900 via-navy-900/85 to-transparent min-[1324px]:bg-linear-to-t"
            />
            <div className="relative">
              <p className="text-sm font-semibold tracking-[0.14em] text-blue-300 uppercase">
                {site.portalName} portal
              </p>
              <p className="mt-3 max-w-md text-3xl leading-tight font-bold">
                One place for staff, clients and vendors to work with {site.name}.
              </p>
              <p className="mt-3 max-w-md text-slate-300">
                No passwords to remember: we e-mail you a one-time code each time you sign in.
              </p>
            </div>
          </div>
          <div className="mx-auto w-full max-w-md self-center rounded-3xl border border-slate-200 bg-white p-6 shadow-card sm:p-8">
            <h1 className="text-2xl font-bold text-ink">Sign in to {site.portalName}</h1>
            <p className="mt-2 text-slate-600">
              Enter your company e-mail and we&apos;ll send you a {otpRules.codeLength}-digit code.
            </p>
            <div className="mt-7">
              <LoginForm notice={expired ? messages.sessionEnded : undefined} />
            </div>
            <PasskeySignIn />
          </div>
        </div>
      </main>
      <PortalFooter />
    </div>
  );
}
