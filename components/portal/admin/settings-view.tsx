// Settings: how this installation is configured (read-only; configuration lives in the environment).
import { DetailList, detailCard, type Detail } from "@/components/portal/detail-list";
import { env } from "@/lib/env";
import { site } from "@/lib/site";

export function SettingsView() {
  const e = env();
  const rows: Detail[] = [
    ["Public address", e.SITE_URL],
    ["Database", e.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : `Embedded database in ${e.DATA_DIR}`],
    [
      "Outgoing mail",
      e.SMTP_URL ? `SMTP server ${new URL(e.SMTP_URL).host}` : `Console outbox in ${e.DATA_DIR}/outbox (no SMTP_URL)`,
    ],
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
        These come from the server&apos;s environment variables (see{" "}
        <code className="rounded bg-slate-100 px-1">.env.example</code>) and change on restart.
      </p>
      <DetailList rows={rows} className={`${detailCard} max-w-3xl`} />
    </section>
  );
}
