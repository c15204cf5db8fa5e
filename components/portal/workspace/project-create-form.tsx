"use client";
// Staff start a project from the projects page: the client organisation, name, summary, dates and the staff member
// who leads it. Once created, the project's own page opens, where its milestones are added.
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { SelectField, TextArea, TextField } from "@/components/ui/field";
import { Disclosure } from "@/components/ui/disclosure";
import { createProjectAction } from "@/lib/actions/projects/create";
import type { ProjectChoices } from "@/lib/workspace/projects";
import { textLimits } from "@/lib/workspace/vocabulary";
import { useAction } from "../use-action";
import { FormMessage } from "./form-message";

type Props = { choices: ProjectChoices; basePath: string; ownerEmail: string };

export function ProjectCreateForm({ choices, basePath, ownerEmail }: Props) {
  const router = useRouter();
  const { run, pending, error, fields } = useAction(createProjectAction, {
    refresh: false,
    onDone: ({ id }) => router.push(`${basePath}/${id}`),
  });
  if (choices.organisations.length === 0)
    return <p className="text-slate-600">Add a client organisation first; every project belongs to one.</p>;
  return (
    <Disclosure
      className="group rounded-2xl border border-slate-200 bg-white"
      summaryClassName="px-5 py-4 font-semibold text-ink"
      chevronClassName="size-5 text-slate-500 transition-transform group-open:rotate-180"
      summary="New project"
    >
      <form
        aria-label="New project"
        className="grid gap-4 border-t border-slate-100 p-5 sm:grid-cols-2"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void run(new FormData(event.currentTarget));
        }}
        aria-busy={pending}
      >
        <SelectField
          compact
          id="project-organisation"
          name="organisation"
          label="Client organisation"
          required
          placeholder="Choose an organisation"
          options={choices.organisations.map((o) => ({ value: o.id, label: o.name }))}
          error={fields.organisation}
        />
        <TextField
          compact
          id="project-name"
          name="name"
          label="Project name"
          required
          maxLength={textLimits.projectName}
          error={fields.name}
        />
        <TextArea
          compact
          outer="sm:col-span-2"
          id="project-summary"
          name="summary"
          label="Summary"
          optional
          rows={3}
          maxLength={textLimits.projectSummary}
          error={fields.summary}
        />
        <TextField
          compact
          id="project-start"
          name="startDate"
          type="date"
          label="Start date"
          optional
          error={fields.startDate}
        />
        <TextField
          compact
          id="project-due"
          name="dueDate"
          type="date"
          label="Due date"
          optional
          error={fields.dueDate}
        />
        <SelectField
          compact
          id="project-owner"
          name="ownerEmail"
          label="Led by"
          defaultValue={ownerEmail}
          options={choices.staff.map((s) => ({ value: s.email, label: s.name }))}
          error={fields.ownerEmail}
        />
        <div className="flex items-end">
          <Button type="submit" disabled={pending}>
            Create project
          </Button>
        </div>
        <FormMessage error={error} />
      </form>
    </Disclosure>
  );
}
