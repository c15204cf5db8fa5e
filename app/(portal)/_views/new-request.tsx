// A client's form for a new request (/client/requests/new).
import type { Metadata } from "next";
import { EmptyState, ViewHeader } from "@/components/portal/workspace/empty-state";
import { NewRequestForm } from "@/components/portal/workspace/new-request-form";
import { requireUser } from "@/lib/auth/session";
import { firstValue } from "@/lib/portal/page-data/read";
import { loadRequestFormChoices } from "@/lib/portal/page-data/requests";
import type { ListProps } from "./types";
import { portalPath } from "@/lib/portal/paths";

export const newMetadata: Metadata = { title: "New request" };

/** A client's form for a new request; a link from a project's page names that project. */
export async function NewRequest({ searchParams }: ListProps) {
  const user = await requireUser("client");
  if (!user.organisationId)
    return (
      <section aria-labelledby="view-title" className="grid gap-6">
        <ViewHeader title="New request" />
        <EmptyState>
          Your account is not part of an organisation yet, so requests cannot be opened. Ask your Nexora contact to add
          you to your company&apos;s organisation.
        </EmptyState>
      </section>
    );
  const { projects } = await loadRequestFormChoices(user);
  // Only one of the organisation's own projects is taken.
  const asked = firstValue((await searchParams).projectId);
  const initialProjectId = projects.find((p) => p.id === asked)?.id;
  return (
    <section aria-labelledby="view-title" className="grid gap-6">
      <ViewHeader title="New request" text="Tell us what you need; the team answers here and by e-mail." />
      <NewRequestForm
        projects={projects}
        basePath={portalPath("client", "requests")}
        initialProjectId={initialProjectId}
      />
    </section>
  );
}
