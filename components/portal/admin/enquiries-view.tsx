// The admin's Enquiries views, a follow-up tool for sales: the list filtered by status and owner (with a CSV export),
// and one enquiry with its owner, status, next contact, notes and "Create client account".
import Link from "next/link";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { DetailList, type Detail } from "@/components/portal/detail-list";
import type { FollowUpDetail, FollowUpItem } from "@/lib/contact/follow-up";
import { enquiryStatusLabels, type EnquiryStatus } from "@/lib/contact/follow-up-vocabulary";
import { optionLabels } from "@/lib/contact/options";
import type { NotificationState as Notification } from "@/lib/contact/store";
import { formatDate, formatDateTime } from "@/lib/portal/format";
import { portalPath } from "@/lib/portal/paths";
import type { StaffMember } from "@/lib/workspace/members";
import { EmptyState, ViewHeader } from "../workspace/empty-state";
import { ClientAccount } from "./client-account";
import { EnquiryFilters } from "./enquiry-filters";
import { EnquiryFollowUpForm } from "./enquiry-follow-up-form";
import { DetailTitle } from "../titled-section";
import { CsvDownloadLink } from "./csv-download-link";

const statusTones: Record<EnquiryStatus, BadgeTone> = {
  new: "info",
  contacted: "progress",
  qualified: "warning",
  won: "success",
  lost: "neutral",
};

function NotificationState({ notification: n }: { notification: Notification | null }) {
  if (!n) return <span className="text-slate-600">No notification</span>;
  if (n.status === "sent") return <Badge tone="success">Notified</Badge>;
  return (
    <span title={n.lastError ?? undefined}>
      <Badge tone="warning">
        {n.attempts > 0 ? `Retrying (${n.attempts} ${n.attempts === 1 ? "try" : "tries"})` : "Queued"}
      </Badge>
    </span>
  );
}

function NextContact({ item }: { item: FollowUpItem }) {
  if (!item.nextContactOn) return <>—</>;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      {formatDate(item.nextContactOn)}
      {item.overdue ? <Badge tone="danger">Overdue</Badge> : null}
    </span>
  );
}

function Notes({ notes }: { notes: FollowUpDetail["notes"] }) {
  return (
    <section aria-labelledby="notes-title" className="border-t border-slate-200 px-5 py-4">
      <h3 id="notes-title" className="font-medium text-slate-600">
        Notes
      </h3>
      {notes.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No notes yet.</p>
      ) : (
        <ol className="mt-2 grid gap-3">
          {notes.map((n) => (
            <li key={n.id} className="rounded-xl bg-slate-50 px-4 py-3">
              <p className="text-sm text-slate-600">
                {n.author ?? "Someone since removed"} ·{" "}
                <time dateTime={n.at.toISOString()}>{formatDateTime(n.at)}</time>
              </p>
              <p className="mt-1 break-words whitespace-pre-wrap text-ink">{n.body}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The conversation of a chat handed over to a person, as text: visitor and assistant, in order. */
function Transcript({ transcript }: { transcript: NonNullable<FollowUpDetail["transcript"]> }) {
  return (
    <section aria-labelledby="transcript-title" className="border-t border-slate-200 px-5 py-4">
      <h3 id="transcript-title" className="font-medium text-slate-600">
        Chat transcript
      </h3>
      <ol className="mt-2 space-y-2">
        {transcript.map((turn, i) => (
          <li key={i} className={`rounded-xl px-4 py-2.5 ${turn.role === "user" ? "bg-blue-50" : "bg-slate-50"}`}>
            <p className="text-sm font-semibold text-slate-600">{turn.role === "user" ? "Visitor" : "Assistant"}</p>
            <p className="mt-0.5 break-words whitespace-pre-wrap text-ink">{turn.content}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

type DetailProps = { enquiry: FollowUpDetail; staff: StaffMember[]; today: string };

export function EnquiryDetail({ enquiry, staff }: DetailProps) {
  const labels = optionLabels(enquiry);
  const rows: Detail[] = [
    ["Received", formatDateTime(enquiry.createdAt)],
    ["Name", enquiry.fullName],
    [
      "E-mail",
      <a key="e" href={`mailto:${enquiry.email}`} className="break-all text-accent-700 underline underline-offset-2">
        {enquiry.email}
      </a>,
    ],
    ["Phone", enquiry.phone ?? "—"],
    ["Company", enquiry.company ?? "—"],
    ["Subject", labels.subject],
    ["Budget", labels.budget],
    ["Timeline", labels.timeline],
    [
      "Status",
      <Badge key="s" tone={statusTones[enquiry.status]}>
        {enquiryStatusLabels[enquiry.status]}
      </Badge>,
    ],
    ["Owner", enquiry.owner?.name ?? "Nobody yet"],
    ["Next contact", <NextContact key="n" item={enquiry} />],
    ["Notification", <NotificationState key="m" notification={enquiry.notification} />],
  ];
  return (
    <section aria-labelledby="view-title">
      <DetailTitle back={portalPath("admin", "enquiries")} backText="All enquiries" title="Enquiries" />
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <article aria-labelledby="enquiry-title" className="min-w-0 rounded-2xl border border-slate-200 bg-white">
          <h2
            id="enquiry-title"
            className="border-b border-slate-200 px-5 py-4 text-lg font-semibold break-words text-ink"
          >
            Enquiry from {enquiry.fullName}
          </h2>
          <DetailList rows={rows} />
          <div className="border-t border-slate-200 px-5 py-4">
            <h3 className="font-medium text-slate-600">Message</h3>
            <p className="mt-2 leading-relaxed break-words whitespace-pre-wrap text-ink">{enquiry.message}</p>
          </div>
          {enquiry.transcript?.length ? <Transcript transcript={enquiry.transcript} /> : null}
          <Notes notes={enquiry.notes} />
        </article>
        <aside className="grid gap-6">
          <section aria-labelledby="follow-up-title" className="rounded-2xl border border-slate-200 bg-white p-5">
            <h2 id="follow-up-title" className="mb-3 text-lg font-semibold text-ink">
              Follow-up
            </h2>
            <EnquiryFollowUpForm
              id={enquiry.id}
              state={{
                status: enquiry.status,
                ownerEmail: enquiry.owner?.email ?? null,
                nextContactOn: enquiry.nextContactOn,
              }}
              staff={staff}
            />
          </section>
          <section aria-labelledby="account-title" className="rounded-2xl border border-slate-200 bg-white p-5">
            <h2 id="account-title" className="mb-3 text-lg font-semibold text-ink">
              Client account
            </h2>
            <ClientAccount
              id={enquiry.id}
              company={enquiry.company}
              name={enquiry.fullName}
              email={enquiry.email}
              organisation={
                enquiry.organisation
                  ? {
                      name: enquiry.organisation.name,
                      href: portalPath("admin", "organisations", enquiry.organisation.id),
                    }
                  : null
              }
            />
          </section>
        </aside>
      </div>
    </section>
  );
}

type SearchMiss = { query: string; count: number; lastAt: Date };
type ListProps = {
  items: FollowUpItem[];
  staff: StaffMember[];
  filters: { status?: string; owner?: string };
  searchMisses: SearchMiss[];
};

/** What visitors searched the public site for and found nothing: the pages or words the site may be missing. */
function SearchMisses({ misses }: { misses: SearchMiss[] }) {
  return (
    <section aria-labelledby="search-misses-title" className="rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id="search-misses-title" className="text-lg font-semibold text-ink">
        Site searches that found nothing
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        What visitors searched for on the public site without a result (the words and a count, nothing about who).
      </p>
      {misses.length === 0 ? (
        <p className="mt-3 text-slate-600">None so far.</p>
      ) : (
        <table className="mt-3 w-full text-left text-sm">
          <thead className="text-slate-600">
            <tr>
              <th scope="col" className="py-1.5 pr-4 font-medium">
                Search
              </th>
              <th scope="col" className="py-1.5 pr-4 text-right font-medium">
                Times
              </th>
              <th scope="col" className="py-1.5 font-medium">
                Last
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {misses.map((m) => (
              <tr key={m.query}>
                <td className="py-1.5 pr-4 break-all text-ink">{m.query}</td>
                <td className="py-1.5 pr-4 text-right tabular-nums">{m.count}</td>
                <td className="py-1.5 whitespace-nowrap text-slate-600">{formatDateTime(m.lastAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

export function EnquiriesList({ items, staff, filters, searchMisses }: ListProps) {
  const base = portalPath("admin", "enquiries");
  const query = new URLSearchParams(Object.entries(filters).filter((e): e is [string, string] => Boolean(e[1])));
  const filtered = query.size > 0;
  query.set("format", "csv");
  return (
    <section aria-labelledby="view-title" className="grid gap-6">
      <ViewHeader
        title="Enquiries"
        text="Enquiries from the contact form and the chat, newest first: who owns each, where it stands and when to call next."
      >
        {items.length > 0 ? <CsvDownloadLink href={`/api/admin/enquiries?${query}`} /> : null}
      </ViewHeader>
      <EnquiryFilters action={base} values={filters} staff={staff} />
      {items.length === 0 ? (
        <EmptyState action={filtered ? { href: base, label: "Show every enquiry" } : undefined}>
          {filtered
            ? "No enquiry matches these filters."
            : "No enquiries yet. They appear here as soon as someone sends the contact form or leaves a message in the chat."}
        </EmptyState>
      ) : (
        <ul
          className="divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white"
          aria-label="Enquiries"
        >
          {items.map((e) => (
            <li key={e.id}>
              <Link
                href={portalPath("admin", "enquiries", e.id)}
                className="flex flex-col gap-2 px-5 py-4 hover:bg-slate-50 sm:flex-row sm:items-center sm:justify-between"
              >
                <span className="min-w-0">
                  <span className="block font-semibold break-words text-ink">{e.fullName}</span>
                  <span className="block truncate text-sm text-slate-600">
                    {optionLabels(e).subject} · {e.email} · {formatDateTime(e.createdAt)}
                  </span>
                  <span className="mt-1 block text-sm text-slate-600">
                    {e.owner ? `Owner: ${e.owner.name}` : "No owner yet"}
                    {e.nextContactOn ? ` · Next contact ${formatDate(e.nextContactOn)}` : ""}
                  </span>
                </span>
                <span className="flex shrink-0 flex-wrap items-center gap-2">
                  <Badge tone={statusTones[e.status]}>{enquiryStatusLabels[e.status]}</Badge>
                  {e.overdue ? <Badge tone="danger">Overdue</Badge> : null}
                  <NotificationState notification={e.notification} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <SearchMisses misses={searchMisses} />
    </section>
  );
}
