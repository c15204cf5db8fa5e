// One organisation for an admin: rename it, its members (add a new person with their invitation, take one out), and
// its work: a client's projects and requests, a vendor's purchase orders and invoices, each linking to its page.
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { userState, userStateLabels } from "@/lib/auth/user-state";
import { formatDateTime } from "@/lib/portal/format";
import { portalPath } from "@/lib/portal/paths";
import { formatInr } from "@/lib/workspace/money";
import type { OrganisationWork } from "@/lib/workspace/organisation-work";
import type { OrganisationDetail } from "@/lib/workspace/organisations";
import { StatusBadge } from "../status-badge";
import { BackLink } from "../titled-section";
import { EmptyState, ViewHeader } from "../workspace/empty-state";
import { AddUserForm } from "./add-user-form";
import { RemoveMemberButton } from "./member-remove";
import { RenameOrganisationForm } from "./organisation-forms";
import { stateTones } from "./user-labels";

const card = "divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white";

type Item = { id: string; href: string; title: string; badge: React.ReactNode; detail?: string };

/** A titled list of links, with "n of m" when there are more than the page shows. */
function WorkList({ title, items, total, empty }: { title: string; items: Item[]; total: number; empty: string }) {
  const id = `work-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="grid content-start gap-3">
      <h2 id={id} className="text-lg font-semibold text-ink">
        {title}{" "}
        <span className="text-sm font-normal text-slate-600">
          {total > items.length ? `${items.length} of ${total}` : total}
        </span>
      </h2>
      {items.length === 0 ? (
        <EmptyState>{empty}</EmptyState>
      ) : (
        <ul aria-label={title} className={card}>
          {items.map((item) => (
            <li key={item.id}>
              <Link href={item.href} className="flex items-center justify-between gap-3 px-5 py-3 hover:bg-slate-50">
                <span className="min-w-0">
                  <span className="block font-semibold break-words text-ink">{item.title}</span>
                  {item.detail ? <span className="block text-sm text-slate-600">{item.detail}</span> : null}
                </span>
                {item.badge}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Work({ work }: { work: OrganisationWork }) {
  if (work.kind === "client")
    return (
      <div className="grid gap-6 lg:grid-cols-2">
        <WorkList
          title="Projects"
          total={work.totals.projects}
          empty="No projects yet."
          items={work.projects.map((p) => ({
            id: p.id,
            href: portalPath("admin", "projects", p.id),
            title: p.name,
            badge: <StatusBadge status={p.status} />,
          }))}
        />
        <WorkList
          title="Requests"
          total={work.totals.requests}
          empty="No requests yet."
          items={work.requests.map((r) => ({
            id: r.id,
            href: portalPath("admin", "requests", r.id),
            title: `#${r.number} ${r.title}`,
            badge: <StatusBadge status={r.status} />,
          }))}
        />
      </div>
    );
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <WorkList
        title="Purchase orders"
        total={work.totals.purchaseOrders}
        empty="No purchase orders yet."
        items={work.purchaseOrders.map((o) => ({
          id: o.id,
          href: portalPath("admin", "purchase-orders", o.id),
          title: `${o.number} ${o.title}`,
          badge: <StatusBadge status={o.status} />,
        }))}
      />
      <WorkList
        title="Invoices"
        total={work.totals.invoices}
        empty="No invoices yet."
        items={work.invoices.map((i) => ({
          id: i.id,
          href: portalPath("admin", "invoices", i.id),
          title: i.number,
          detail: formatInr(i.amountPaise),
          badge: <StatusBadge status={i.status} />,
        }))}
      />
    </div>
  );
}

export function OrganisationView({
  organisation: o,
  work,
}: {
  organisation: OrganisationDetail;
  work: OrganisationWork;
}) {
  const kind = o.kind === "vendor" ? "Vendor" : "Client";
  return (
    <section aria-labelledby="view-title" className="grid max-w-5xl gap-6">
      <div>
        <BackLink href={portalPath("admin", "organisations")}>All organisations</BackLink>
        <div className="mt-3">
          <ViewHeader title={o.name} text={`${kind} organisation`} />
        </div>
      </div>
      <div className="rounded-2xl border border-slate-200 bg-white p-5">
        <RenameOrganisationForm id={o.id} current={o.name} />
      </div>
      <section aria-labelledby="members-title" className="grid gap-3">
        <h2 id="members-title" className="text-lg font-semibold text-ink">
          Members
        </h2>
        {o.members.length === 0 ? (
          <EmptyState>Nobody belongs to this organisation yet. Add the first person below.</EmptyState>
        ) : (
          <ul aria-label="Members" className={card}>
            {o.members.map((m) => {
              const state = userState(m);
              return (
                <li key={m.id} className="grid gap-2 px-5 py-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
                  <div className="min-w-0">
                    <Link href={portalPath("admin", "users", m.id)} className="font-semibold text-ink hover:underline">
                      {m.name}
                    </Link>{" "}
                    <Badge tone={stateTones[state]}>{userStateLabels[state]}</Badge>
                    <p className="text-sm break-all text-slate-600">
                      {m.email} ·{" "}
                      {m.lastSignedInAt ? `last signed in ${formatDateTime(m.lastSignedInAt)}` : "never signed in"}
                    </p>
                  </div>
                  <RemoveMemberButton email={m.email} name={m.name} organisation={o.name} />
                </li>
              );
            })}
          </ul>
        )}
        <AddUserForm organisations={[]} fixed={{ id: o.id, name: o.name, kind: o.kind }} />
      </section>
      <Work work={work} />
    </section>
  );
}
