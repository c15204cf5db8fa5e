// A client's home: what waits on the client's answer first, then active projects with progress and the next milestone,
// the requests Nexora is working on, and recent activity.
import { ButtonLink } from "@/components/ui/button";
import Link from "next/link";
import { countLabel, formatDate, formatDateTime, possessive } from "@/lib/portal/format";
import { portalPath } from "@/lib/portal/paths";
import type { ClientOverview as Overview } from "@/lib/workspace/request-figures";
import { StatusBadge } from "@/components/portal/status-badge";
import { EmptyState, ViewHeader } from "./empty-state";
import { ProgressBar } from "./project-list";
import { RequestList } from "./request-list";
import { TitledSection } from "../titled-section";

const heading = "text-lg font-semibold text-ink";

export function ClientOverview({ name, overview }: { name: string; overview: Overview & { now: Date } }) {
  if (!overview.organisation)
    return (
      <section aria-labelledby="view-title" className="grid gap-6">
        <ViewHeader title={`Welcome, ${name}`} />
        <EmptyState>
          Your account is not part of an organisation yet, so there are no projects or requests to show. Ask your Nexora
          contact to add you to your company&apos;s organisation.
        </EmptyState>
      </section>
    );
  const requests = (items: Overview["openRequests"], label: string) => (
    <RequestList
      items={items}
      basePath={portalPath("client", "requests")}
      staff={false}
      now={overview.now}
      label={label}
    />
  );
  return (
    <section aria-labelledby="view-title" className="grid gap-8">
      <ViewHeader
        title={`Welcome, ${name}`}
        text={`How ${possessive(overview.organisation.name)} work with Nexora stands today.`}
      >
        <ButtonLink href={portalPath("client", "requests", "new")}>New request</ButtonLink>
      </ViewHeader>

      {overview.waitingOnYou.length > 0 ? (
        <TitledSection
          id="waiting-title"
          title={<>Waiting on you ({countLabel(overview.waitingOnYou.length)})</>}
          className="grid gap-3"
          headingClassName={heading}
        >
          <p className="text-sm text-slate-600">
            We have asked you something on these requests. Reply on the request and it comes straight back to us.
          </p>
          {requests(overview.waitingOnYou, "Waiting on you")}
        </TitledSection>
      ) : null}

      <TitledSection id="active-title" title="Active projects" className="grid gap-3" headingClassName={heading}>
        {overview.activeProjects.length === 0 ? (
          <EmptyState>No active projects right now. When we start work together, it appears here.</EmptyState>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2">
            {overview.activeProjects.map((p) => (
              <li key={p.id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-card">
                <div className="flex items-start justify-between gap-3">
                  <Link
                    href={portalPath("client", "projects", p.id)}
                    className="min-w-0 font-semibold break-words text-accent-700 underline"
                  >
                    {p.name}
                  </Link>
                  <StatusBadge status={p.status} />
                </div>
                <div className="mt-3">
                  <ProgressBar value={p.progress} label={`Progress of ${p.name}`} />
                </div>
                <p className="mt-3 text-sm text-slate-600">
                  {p.nextMilestone
                    ? `Next milestone: ${p.nextMilestone.title} (${formatDate(p.nextMilestone.dueDate, "no date")})`
                    : "No milestone ahead."}
                </p>
              </li>
            ))}
          </ul>
        )}
      </TitledSection>

      <TitledSection
        id="open-title"
        title={<>Open requests ({countLabel(overview.openRequestCount)})</>}
        className="grid gap-3"
        headingClassName={heading}
      >
        {overview.openRequests.length === 0 ? (
          <EmptyState action={{ href: portalPath("client", "requests", "new"), label: "Open a request" }}>
            {overview.waitingOnYou.length > 0
              ? "Nothing else is open. Need something more? Ask us."
              : "Nothing open. Need something? Ask us."}
          </EmptyState>
        ) : (
          requests(overview.openRequests, "Open requests")
        )}
      </TitledSection>

      <TitledSection id="activity-title" title="Recent activity" className="grid gap-3" headingClassName={heading}>
        {overview.recentActivity.length === 0 ? (
          <EmptyState>No activity yet. Replies and changes to your requests appear here.</EmptyState>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white">
            {overview.recentActivity.map((a) => (
              <li key={a.id}>
                <Link href={a.href} className="block px-5 py-3 hover:bg-slate-50">
                  <span className="block font-medium break-words text-ink">{a.text}</span>
                  {a.detail ? <span className="block text-sm break-words text-slate-600">{a.detail}</span> : null}
                  <span className="block text-xs text-slate-600">{formatDateTime(a.at)}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </TitledSection>
    </section>
  );
}
