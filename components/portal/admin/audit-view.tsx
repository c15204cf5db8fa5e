// The admin's audit view: the filters, a CSV export of what they match, and one page of events, newest first, each
// with who, where from and what happened; a code mail shows its delivery state, a lockout row a way to clear it.
import Link from "next/link";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import type { AuditItem } from "@/lib/admin/audit";
import { auditEventLabel, auditSearch, lockoutEvents, resourceLabel } from "@/lib/admin/audit-filters";
import { changeSummary, mailStateLabels } from "@/lib/admin/audit-text";
import { formatDateTime } from "@/lib/portal/format";
import type { AuditView as AuditData } from "@/lib/portal/page-data/audit";
import { portalPath } from "@/lib/portal/paths";
import { EmptyState, ViewHeader } from "../workspace/empty-state";
import { AuditFilterForm, type EventGroup } from "./audit-filter-form";
import { ClearLockoutButton } from "./clear-lockout-button";
import { CsvDownloadLink } from "./csv-download-link";

const notices: Record<string, { text: string; tone: "ok" | "error" }> = {
  cleared: { text: "Lockout cleared. They can ask for a new code now.", tone: "ok" },
  not_held: { text: "That address was not held back any more: nothing to clear.", tone: "ok" },
  not_cleared: { text: "The lockout could not be cleared. Please try again.", tone: "error" },
};

const tones: Record<string, BadgeTone> = {
  login_succeeded: "success",
  login_failed: "warning",
  login_code_reused: "warning",
  login_locked: "danger",
  sign_in_ceiling_reached: "danger",
  code_mail_failed: "danger",
  sign_in_limits_cleared: "info",
};
const mailTones = { queued: "neutral", sent: "success", retried: "warning", discarded: "danger" } as const;

/** The admin page of what a business event is about, where there is one. */
const resourceViews = {
  request: "requests",
  project: "projects",
  organisation: "organisations",
  purchase_order: "purchase-orders",
  invoice: "invoices",
  enquiry: "enquiries",
} as const;

/** Kinds whose label says what it is (an e-mail address, an organisation's name); the others' is named with it. */
const selfNamed = new Set(["user", "organisation"]);

function Subject({ resource }: { resource: NonNullable<AuditItem["resource"]> }) {
  const kind = resourceLabel(resource.type);
  const text =
    resource.label === null ? kind : selfNamed.has(resource.type) ? resource.label : `${kind} ${resource.label}`;
  const view = (resourceViews as Record<string, (typeof resourceViews)[keyof typeof resourceViews]>)[resource.type];
  if (!view) return <span className="font-medium text-ink">{text}</span>;
  return (
    <Link
      href={portalPath("admin", view, resource.id)}
      className="font-medium text-accent-700 underline underline-offset-2"
    >
      {text}
    </Link>
  );
}

function Details({ item }: { item: AuditItem }) {
  const summary = item.source === "activity" ? changeSummary(item.change) : item.detail;
  return (
    <div className="grid min-w-0 gap-1 text-sm text-slate-700">
      {item.resource ? (
        <p className="break-words">
          <Subject resource={item.resource} />
          {item.actor ? ` · by ${item.actor.name}` : " · by the system"}
        </p>
      ) : null}
      {summary ? <p className="break-words text-slate-600">{summary}</p> : null}
      {item.mail ? (
        <p>
          <Badge tone={mailTones[item.mail.state]}>{mailStateLabels[item.mail.state]}</Badge>
          <span className="ml-2 text-slate-600">
            {item.mail.attempts} {item.mail.attempts === 1 ? "try" : "tries"}
          </span>
        </p>
      ) : null}
    </div>
  );
}

function Row({ item, held, back }: { item: AuditItem; held: boolean; back: string }) {
  return (
    <li className="grid gap-2 px-5 py-4 md:grid-cols-[11rem_minmax(0,1fr)_minmax(0,1.4fr)_auto] md:items-start md:gap-4">
      <time dateTime={item.at} className="text-sm text-slate-600 tabular-nums">
        {formatDateTime(item.at)}
      </time>
      <div className="grid min-w-0 gap-1">
        <Badge tone={tones[item.event] ?? "neutral"} className="justify-self-start">
          {auditEventLabel(item.event)}
        </Badge>
        <span className="truncate text-sm font-medium text-ink" title={item.person ?? undefined}>
          {item.person ?? (item.source === "activity" ? "System" : "—")}
        </span>
        {item.ip ? <span className="text-xs text-slate-600 tabular-nums">IP {item.ip}</span> : null}
      </div>
      <Details item={item} />
      <div className="md:justify-self-end">
        {held && item.person && lockoutEvents.includes(item.event) ? (
          <ClearLockoutButton email={item.person} back={back} />
        ) : null}
      </div>
    </li>
  );
}

export function AuditView({
  view,
  eventGroups,
  notice,
}: {
  view: AuditData;
  eventGroups: EventGroup[];
  notice?: string;
}) {
  const base = portalPath("admin", "audit");
  const filters = auditSearch(view.query);
  const held = new Set(view.held);
  const shown = notice ? notices[notice] : undefined;
  const next = view.nextCursor ? `${base}${auditSearch(view.query, { cursor: view.nextCursor })}` : null;
  return (
    <section aria-labelledby="view-title" className="grid gap-6">
      <ViewHeader title="Audit" text="Sign-ins, codes, lockouts and every change to users and the workspace.">
        {view.items.length > 0 ? (
          <CsvDownloadLink href={`/api/admin/audit${auditSearch(view.query, { format: "csv" })}`} />
        ) : null}
      </ViewHeader>
      {shown ? (
        <p
          role={shown.tone === "error" ? "alert" : "status"}
          className={`rounded-xl border px-4 py-3 text-sm font-medium ${shown.tone === "error" ? "border-red-200 bg-red-50 text-red-900" : "border-emerald-200 bg-emerald-50 text-emerald-900"}`}
        >
          {shown.text}
        </p>
      ) : null}
      {view.refusal ? (
        <p
          role="alert"
          className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-900"
        >
          {view.refusal} Showing every event instead.
        </p>
      ) : null}
      <AuditFilterForm action={base} values={view.query} eventGroups={eventGroups} />
      <p className="-mt-3 text-sm text-slate-600">
        Days are India time. An IP ending in * (or a dot) matches every address that starts that way. The CSV holds up
        to 10,000 events of these filters.
      </p>
      {view.items.length === 0 ? (
        <EmptyState action={filters ? { href: base, label: "Show every event" } : undefined}>
          {filters ? "No event matches these filters." : "Nothing has happened yet."}
        </EmptyState>
      ) : (
        <ul
          aria-label="Events, newest first"
          className="divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white"
        >
          {view.items.map((item) => (
            <Row key={item.id} item={item} held={held.has(item.person ?? "")} back={filters.slice(1)} />
          ))}
        </ul>
      )}
      {next ? (
        <Link href={next} className="justify-self-start font-semibold text-accent-700 underline">
          Older events
        </Link>
      ) : null}
    </section>
  );
}
