// The admin's Enquiries views: enquiries newest first with their notification state, and one in full.
import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { DetailList, type Detail } from "@/components/portal/detail-list";
import { optionLabels } from "@/lib/contact/options";
import type { EnquiryWithNotification } from "@/lib/contact/store";
import { formatDateTime } from "@/lib/portal/format";
import { portalPath } from "@/lib/portal/paths";

function NotificationState({ enquiry }: { enquiry: EnquiryWithNotification }) {
  const n = enquiry.notification;
  if (!n) return <span className="text-slate-600">No notification</span>;
  if (n.status === "sent")
    return (
      <span className="inline-flex rounded-full bg-emerald-50 px-2.5 py-0.5 text-sm font-medium text-emerald-800 ring-1 ring-emerald-200">
        Notified
      </span>
    );
  return (
    <span
      className="inline-flex rounded-full bg-amber-50 px-2.5 py-0.5 text-sm font-medium text-amber-900 ring-1 ring-amber-200"
      title={n.lastError ?? undefined}
    >
      {n.attempts > 0 ? `Retrying (${n.attempts} ${n.attempts === 1 ? "try" : "tries"})` : "Queued"}
    </span>
  );
}

function EnquiryCard({ enquiry }: { enquiry: EnquiryWithNotification }) {
  const labels = optionLabels(enquiry);
  const rows: Detail[] = [
    ["Received", formatDateTime(enquiry.createdAt)],
    ["Name", enquiry.fullName],
    [
      "E-mail",
      <a key="e" href={`mailto:${enquiry.email}`} className="text-accent-700 underline underline-offset-2">
        {enquiry.email}
      </a>,
    ],
    ["Phone", enquiry.phone ?? "—"],
    ["Company", enquiry.company ?? "—"],
    ["Subject", labels.subject],
    ["Budget", labels.budget],
    ["Timeline", labels.timeline],
    ["Notification", <NotificationState key="n" enquiry={enquiry} />],
  ];
  return (
    <article aria-labelledby="enquiry-title" className="mt-6 max-w-3xl rounded-2xl border border-slate-200 bg-white">
      <h2 id="enquiry-title" className="border-b border-slate-200 px-5 py-4 text-lg font-semibold text-ink">
        Enquiry from {enquiry.fullName}
      </h2>
      <DetailList rows={rows} />
      <div className="border-t border-slate-200 px-5 py-4">
        <h3 className="font-medium text-slate-600">Message</h3>
        <p className="mt-2 leading-relaxed break-words whitespace-pre-wrap text-ink">{enquiry.message}</p>
      </div>
    </article>
  );
}

export function EnquiryDetail({ enquiry }: { enquiry: EnquiryWithNotification }) {
  return (
    <section aria-labelledby="view-title">
      <Link
        href={portalPath("admin", "enquiries")}
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-accent-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> All enquiries
      </Link>
      <h1 id="view-title" className="mt-3 text-2xl font-bold text-ink">
        Enquiries
      </h1>
      <EnquiryCard enquiry={enquiry} />
    </section>
  );
}

export function EnquiriesList({ enquiries: list }: { enquiries: EnquiryWithNotification[] }) {
  return (
    <section aria-labelledby="view-title">
      <h1 id="view-title" className="text-2xl font-bold text-ink">
        Enquiries
      </h1>
      <p className="mt-1 text-slate-600">
        Enquiries from the contact form, newest first. Each one is e-mailed to the sales inbox; its state shows here.
      </p>
      {list.length === 0 ? (
        <p className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-slate-600">
          No enquiries yet. They appear here as soon as someone sends the contact form.
        </p>
      ) : (
        <ul
          className="mt-6 divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white"
          aria-label="Enquiries"
        >
          {list.map((e) => (
            <li key={e.id}>
              <Link
                href={portalPath("admin", "enquiries", e.id)}
                className="flex flex-col gap-2 px-5 py-4 hover:bg-slate-50 sm:flex-row sm:items-center sm:justify-between"
              >
                <span className="min-w-0">
                  <span className="block font-semibold text-ink">{e.fullName}</span>
                  <span className="block truncate text-sm text-slate-600">
                    {optionLabels(e).subject} · {e.email} · {formatDateTime(e.createdAt)}
                  </span>
                </span>
                <NotificationState enquiry={e} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
