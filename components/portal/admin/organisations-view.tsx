// The admin's Organisations: every client and vendor organisation with its members, a form to add one; and one
// organisation with its members and a rename form.
import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { portalPath } from "@/lib/portal/paths";
import type { OrganisationDetail, OrganisationSummary } from "@/lib/workspace/organisations";
import { EmptyState, ViewHeader } from "../workspace/empty-state";
import { CreateOrganisationForm, RenameOrganisationForm } from "./organisation-forms";

const kindLabel = (kind: string) => (kind === "vendor" ? "Vendor" : "Client");

export function OrganisationsView({ organisations }: { organisations: OrganisationSummary[] }) {
  return (
    <section aria-labelledby="view-title" className="grid max-w-4xl gap-6">
      <ViewHeader
        title="Organisations"
        text="Client and vendor companies. Their people see only their own organisation's work."
      />
      <CreateOrganisationForm />
      {organisations.length === 0 ? (
        <EmptyState>No organisations yet. Add the first one above, then place its people in it from Users.</EmptyState>
      ) : (
        <ul
          aria-label="Organisations"
          className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white"
        >
          {organisations.map((o) => (
            <li key={o.id}>
              <Link
                href={portalPath("admin", "organisations", o.id)}
                className="flex flex-col gap-1 px-5 py-4 hover:bg-slate-50 sm:flex-row sm:items-center sm:justify-between"
              >
                <span className="font-semibold break-words text-ink">{o.name}</span>
                <span className="text-sm text-slate-600">
                  {kindLabel(o.kind)} · {o.memberCount} {o.memberCount === 1 ? "member" : "members"}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function OrganisationView({ organisation: o }: { organisation: OrganisationDetail }) {
  return (
    <section aria-labelledby="view-title" className="grid max-w-4xl gap-6">
      <div>
        <Link
          href={portalPath("admin", "organisations")}
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-accent-700 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" /> All organisations
        </Link>
        <div className="mt-3">
          <ViewHeader title={o.name} text={`${kindLabel(o.kind)} organisation`} />
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
          <EmptyState action={{ href: portalPath("admin", "users"), label: "Place people from Users" }}>
            Nobody belongs to this organisation yet.
          </EmptyState>
        ) : (
          <ul aria-label="Members" className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white">
            {o.members.map((m) => (
              <li key={m.id} className="px-5 py-3">
                <p className="font-semibold text-ink">{m.name}</p>
                <p className="text-sm break-all text-slate-600">
                  {m.email} · {m.active ? "Active" : "Paused"}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
