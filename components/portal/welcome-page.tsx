// The client and vendor portals: a welcome with the user's name, a line of text and Logout.
import { LogoutButton } from "./logout-button";
import { PortalBrand } from "./portal-brand";
import { site } from "@/lib/site";

export function WelcomePage({ name, home, text }: { name: string; home: string; text: string }) {
  return (
    <div className="flex min-h-dvh flex-col bg-surface">
      <header className="border-b border-slate-200 bg-white">
        <div className="container-page flex h-16 items-center justify-between gap-4">
          <PortalBrand href={home} />
          <LogoutButton />
        </div>
      </header>
      <main id="main" className="container-page flex-1 py-12">
        <div className="max-w-2xl rounded-3xl border border-slate-200 bg-white p-8 shadow-card">
          <h1 className="text-3xl font-bold text-ink">Welcome, {name}</h1>
          <p className="mt-3 text-lg text-slate-700">{text}</p>
          <p className="mt-6 text-slate-600">
            Questions? Write to{" "}
            <a
              href={`mailto:${site.email.support}`}
              className="font-semibold text-accent-700 underline underline-offset-2"
            >
              {site.email.support}
            </a>
            .
          </p>
        </div>
      </main>
    </div>
  );
}
