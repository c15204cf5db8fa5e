"use client";
// Staff edits of a project: status and progress, a new milestone, and a milestone marked done or not done.
import { Button } from "@/components/ui/button";
import { useState } from "react";
import { addMilestoneAction } from "@/lib/actions/projects/add-milestone";
import { setMilestoneDoneAction } from "@/lib/actions/projects/set-milestone-done";
import { updateProjectAction } from "@/lib/actions/projects/update";
import { projectStatuses, textLimits, type ProjectStatus } from "@/lib/workspace/vocabulary";
import { useAction } from "../use-action";
import { TextField } from "@/components/ui/field";
import { FormMessage } from "./form-message";
import { VocabularySelect } from "./vocabulary-select";

export function ProjectStateForm({
  projectId,
  status,
  progress,
}: {
  projectId: string;
  status: ProjectStatus;
  progress: number;
}) {
  const [nextStatus, setNextStatus] = useState(status);
  const [nextProgress, setNextProgress] = useState(String(progress));
  const { error, done, pending, run } = useAction(
    (patch: { status: ProjectStatus; progress: string }) => updateProjectAction(projectId, patch),
    { done: "Saved." },
  );
  return (
    <form
      aria-label="Project status and progress"
      className="grid gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        run({ status: nextStatus, progress: nextProgress });
      }}
    >
      <VocabularySelect
        id="project-status"
        label="Status"
        values={projectStatuses}
        value={nextStatus}
        onChange={setNextStatus}
      />
      <TextField
        compact
        id="project-progress"
        label="Progress (%)"
        type="number"
        min={0}
        max={100}
        step={1}
        required
        value={nextProgress}
        onChange={(e) => setNextProgress(e.target.value)}
      />
      <Button type="submit" disabled={pending} variant="secondary" size="sm">
        Save status and progress
      </Button>
      <FormMessage error={error} done={done} />
    </form>
  );
}

export function MilestoneForm({ projectId }: { projectId: string }) {
  const [title, setTitle] = useState("");
  const [dueDate, setDueDate] = useState("");
  const { error, done, pending, run } = useAction(
    (milestone: { title: string; dueDate?: string }) => addMilestoneAction(projectId, milestone),
    {
      done: "Milestone added.",
      onDone: () => {
        setTitle("");
        setDueDate("");
      },
    },
  );
  return (
    <form
      aria-label="Add a milestone"
      className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_11rem_auto] sm:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        run({ title, ...(dueDate ? { dueDate } : {}) });
      }}
    >
      <TextField
        compact
        id="milestone-title"
        label="New milestone"
        required
        maxLength={textLimits.milestoneTitle}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
      />
      <TextField
        compact
        id="milestone-due"
        label="Due"
        type="date"
        value={dueDate}
        onChange={(e) => setDueDate(e.target.value)}
      />
      <Button type="submit" disabled={pending} variant="secondary" size="sm">
        Add milestone
      </Button>
      <div className="sm:col-span-3">
        <FormMessage error={error} done={done} />
      </div>
    </form>
  );
}

export function MilestoneToggle({
  milestoneId,
  title,
  done: isDone,
}: {
  milestoneId: string;
  title: string;
  done: boolean;
}) {
  const { error, pending, run } = useAction((state: { done: boolean }) => setMilestoneDoneAction(milestoneId, state));
  return (
    <span className="grid justify-items-end gap-1">
      <button
        type="button"
        disabled={pending}
        onClick={() => run({ done: !isDone })}
        className="h-8 rounded-lg border border-slate-300 bg-white px-2.5 text-xs font-semibold text-ink hover:bg-slate-50"
      >
        {isDone ? "Mark not done" : "Mark done"}
        <span className="sr-only">: {title}</span>
      </button>
      {error ? <FormMessage error={error} /> : null}
    </span>
  );
}
