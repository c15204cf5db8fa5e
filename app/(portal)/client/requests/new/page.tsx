import type { Metadata } from "next";
import { EmptyState, ViewHeader } from "@/components/portal/workspace/empty-state";
import { NewRequestForm } from "@/components/portal/workspace/new-request-form";
import { requireUser } from "@/lib/auth/session";
import { loadRequestFormChoices } from "@/lib/portal/workspace-pages";

export const metadata: Metadata = { title: "New request" };

type Props = { searchParams: Promise<{ projectId?: string | string[] }> };

export default async function NewClientRequestPage({ searchParams }: Props) {
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
  // A link from a project's page names it; only one of the organisation's own projects is taken.
  const asked = (await searchParams).projectId;
  const initialProjectId = projects.find((p) => p.id === asked)?.id;
  return (
    <section aria-labelledby="view-title" className="grid gap-6">
      <ViewHeader title="New request" text="Tell us what you need; the team answers here and by e-mail." />
      <NewRequestForm projects={projects} basePath="/client/requests" initialProjectId={initialProjectId} />
    </section>
  );
}
