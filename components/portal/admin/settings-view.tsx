// Settings: how this installation is configured (read-only; configuration lives in the environment).
import { env } from "@/lib/env";
import { site } from "@/lib/site";

export function SettingsView() {
  const e = env();
  const rows = [
    ["Public address", e.SITE_URL],
    ["Database", e.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : `Embedded database in ${e.DATA_DIR}`],
    ["Outgoing mail", e.SMTP_URL ? `SMTP server ${new URL(e.SMTP_URL).host}` : `Console outbox in ${e.DATA_DIR}/outbox (no SMTP_URL)`],
    ["Sender", e.MAIL_FROM],
    ["Enquiry notifications to", e.CONTACT_INBOX],
    ["Trusted proxy hops", String(e.TRUSTED_PROXY_HOPS)],
    ["Company domains", site.companyDomains.map((d) => `${d.domain} (${d.name})`).join(", ")],
  ];
  return (
    <section aria-labelledby="view-title">
      <h1 id="view-title" className="text-2xl font-bold text-ink">
        Settings
      </h1>
      <p className="mt-1 max-w-2xl text-slate-600">
        These come from the server&apos;s environment variables (see <code className="rounded bg-slate-100 px-1">.env.example</code>) and change on restart.
      </p>
      <dl className="mt-6 max-w-3xl divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-1 px-5 py-4 sm:grid-cols-3 sm:gap-4">
            <dt className="font-medium text-slate-600">{label}</dt>
            <dd className="break-words font-semibold text-ink sm:col-span-2">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
