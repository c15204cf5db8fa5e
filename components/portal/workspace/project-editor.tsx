"use client";
// A staff edit of a project: name, summary, status, dates, the staff member who leads it, and progress, either
// automatic (the share of milestones done) or typed by hand.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { SelectField, TextArea, TextField } from "@/components/ui/field";
import { updateProjectAction } from "@/lib/actions/projects/update";
import type { ProjectChoices, ProjectDetail } from "@/lib/workspace/projects";
import { projectStatuses, textLimits, type ProjectStatus } from "@/lib/workspace/vocabulary";
import { useAction } from "../use-action";
import { FormMessage } from "./form-message";
import { VocabularySelect } from "./vocabulary-select";

type Props = { project: ProjectDetail; staff: ProjectChoices["staff"] };
type Patch = Record<string, string | number | null>;

const progressModes = [
  { manual: false, label: "From milestones" },
  { manual: true, label: "Set by hand" },
] as const;

export function ProjectEditForm({ project: p, staff }: Props) {
  const [status, setStatus] = useState<ProjectStatus>(p.status);
  const [manual, setManual] = useState(p.progressManual);
  const { error, fields, done, pending, run } = useAction((patch: Patch) => updateProjectAction(p.id, patch), {
    done: "Project saved.",
  });
  return (
    <form
      noValidate
      aria-labelledby="project-edit-title"
      className="grid gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        const form = new FormData(e.currentTarget);
        const text = (name: string) => String(form.get(name) ?? "");
        run({
          name: text("name"),
          summary: text("summary"),
          status,
          startDate: text("startDate"),
          dueDate: text("dueDate"),
          ownerEmail: text("ownerEmail"),
          progress: manual ? text("progress") : null,
        });
      }}
    >
      <h2 id="project-edit-title" className="font-semibold text-ink">
        Edit project
      </h2>
      <TextField
        compact
        id="edit-name"
        name="name"
        label="Name"
        required
        defaultValue={p.name}
        maxLength={textLimits.projectName}
        error={fields.name}
      />
      <TextArea
        compact
        id="edit-summary"
        name="summary"
        label="Summary"
        rows={3}
        defaultValue={p.summary}
        maxLength={textLimits.projectSummary}
        error={fields.summary}
      />
      <VocabularySelect
        id="project-status"
        label="Status"
        values={projectStatuses}
        value={status}
        onChange={setStatus}
      />
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
        <TextField
          compact
          id="edit-start"
          name="startDate"
          type="date"
          label="Start"
          defaultValue={p.startDate ?? ""}
          error={fields.startDate}
        />
        <TextField
          compact
          id="edit-due"
          name="dueDate"
          type="date"
          label="Due"
          defaultValue={p.dueDate ?? ""}
          error={fields.dueDate}
        />
      </div>
      <SelectField
        compact
        id="edit-owner"
        name="ownerEmail"
        label="Led by"
        defaultValue={p.owner?.email ?? ""}
        placeholder={p.owner ? undefined : "Nobody yet"}
        options={staff.map((s) => ({ value: s.email, label: s.name }))}
        error={fields.ownerEmail}
      />
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium text-slate-700">Progress</legend>
        {progressModes.map((mode) => (
          <label key={mode.label} className="flex items-center gap-2 text-sm text-ink">
            <input
              type="radio"
              name="progressMode"
              checked={manual === mode.manual}
              onChange={() => setManual(mode.manual)}
              className="size-4"
            />
            {mode.label}
          </label>
        ))}
        {manual ? (
          <TextField
            compact
            id="project-progress"
            name="progress"
            label="Progress (%)"
            type="number"
            min={0}
            max={100}
            step={1}
            required
            defaultValue={p.progress}
            error={fields.progress}
          />
        ) : null}
      </fieldset>
      <Button type="submit" disabled={pending} variant="secondary" size="sm">
        Save project
      </Button>
      <FormMessage error={error} done={done} />
    </form>
  );
}
