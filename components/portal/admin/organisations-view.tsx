// The admin's Organisations: every client and vendor organisation with its members, and a form to add one. One
// organisation's page is organisation-view.tsx.
import Link from "next/link";
import { portalPath } from "@/lib/portal/paths";
import type { OrganisationSummary } from "@/lib/workspace/organisations";
import { EmptyState, ViewHeader } from "../workspace/empty-state";
import { CreateOrganisationForm } from "./organisation-forms";

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
