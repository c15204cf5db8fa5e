"use client";
// A project's milestones as staff work them: each ticked done or not, edited in place (title, due date) or removed
// after a confirmation; a new one added below. Clients see the same list without the controls.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { TextField } from "@/components/ui/field";
import { addMilestoneAction } from "@/lib/actions/projects/add-milestone";
import { removeMilestoneAction } from "@/lib/actions/projects/remove-milestone";
import { updateMilestoneAction } from "@/lib/actions/projects/update-milestone";
import { formatDate } from "@/lib/portal/format";
import type { MilestoneView } from "@/lib/workspace/projects";
import { textLimits } from "@/lib/workspace/vocabulary";
import { useAction } from "../use-action";
import { FormMessage } from "./form-message";
import { PortalIcon } from "@/components/portal/icon";

const small = "h-8 rounded-lg border bg-white px-2.5 text-xs font-semibold";
const quiet = `${small} border-slate-300 text-ink hover:bg-slate-50`;

export function MilestoneList({ items, staff }: { items: MilestoneView[]; staff: boolean }) {
  // Kept by the list, as the removed row is gone once the page is read again.
  const removal = useAction((id: string) => removeMilestoneAction(id, {}));
  return (
    <>
      {items.length === 0 ? (
        <p className="mt-2 text-slate-600">No milestones yet.</p>
      ) : (
        <ol className="mt-3 divide-y divide-slate-100">
          {items.map((m) => (
            <li key={m.id} className="py-3">
              <MilestoneItem
                milestone={m}
                staff={staff}
                onRemove={() => removal.run(m.id, `Milestone “${m.title}” removed.`)}
              />
            </li>
          ))}
        </ol>
      )}
      <FormMessage error={removal.error} done={removal.done} className="mt-2" />
    </>
  );
}

type ItemProps = { milestone: MilestoneView; staff: boolean; onRemove: () => void };

function MilestoneItem({ milestone: m, staff, onRemove }: ItemProps) {
  const [editing, setEditing] = useState(false);
  const { error, fields, done, pending, run } = useAction(
    (patch: { title?: string; dueDate?: string; done?: boolean }) => updateMilestoneAction(m.id, patch),
    { onDone: () => setEditing(false) },
  );
  if (editing)
    return (
      <form
        noValidate
        aria-label={`Edit milestone ${m.title}`}
        className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_11rem_auto] sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          const form = new FormData(e.currentTarget);
          run({ title: String(form.get("title")), dueDate: String(form.get("dueDate")) }, "Milestone saved.");
        }}
      >
        <TextField
          compact
          id={`title-${m.id}`}
          name="title"
          label="Milestone"
          required
          defaultValue={m.title}
          maxLength={textLimits.milestoneTitle}
          error={fields.title}
        />
        <TextField
          compact
          id={`due-${m.id}`}
          name="dueDate"
          type="date"
          label="Due"
          defaultValue={m.dueDate ?? ""}
          error={fields.dueDate}
        />
        <span className="flex gap-2">
          <Button type="submit" size="sm" disabled={pending}>
            Save
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setEditing(false)}>
            Cancel
          </Button>
        </span>
        <FormMessage error={error} />
      </form>
    );
  return (
    <div className="grid gap-2">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <span className="flex min-w-0 items-start gap-2">
          <PortalIcon
            name={m.done ? "circle-check" : "circle"}
            className={`mt-0.5 size-5 shrink-0 ${m.done ? "text-emerald-600" : "text-slate-400"}`}
          />
          <span className="min-w-0">
            <span className={`block break-words ${m.done ? "text-slate-600 line-through" : "font-medium text-ink"}`}>
              {m.title}
            </span>
            <span className="block text-sm text-slate-600">
              {m.done ? "Done" : "Not done"} · Due {formatDate(m.dueDate, "not set")}
            </span>
          </span>
        </span>
        {staff ? (
          <span className="flex shrink-0 flex-wrap gap-2 pl-7 sm:pl-0">
            <button
              type="button"
              disabled={pending}
              className={quiet}
              aria-label={`${m.done ? "Mark not done" : "Mark done"}: ${m.title}`}
              onClick={() =>
                run({ done: !m.done }, m.done ? `“${m.title}” marked not done.` : `“${m.title}” marked done.`)
              }
            >
              {m.done ? "Mark not done" : "Mark done"}
            </button>
            <button type="button" className={quiet} onClick={() => setEditing(true)}>
              Edit<span className="sr-only"> {m.title}</span>
            </button>
            <ConfirmDialog
              className={`${small} border-red-200 text-red-700 hover:bg-red-50`}
              title={`Remove “${m.title}”?`}
              description="The milestone goes, and the project's progress is worked out again from the ones left."
              confirmLabel={`Remove ${m.title}`}
              onConfirm={onRemove}
            >
              Remove<span className="sr-only"> {m.title}</span>
            </ConfirmDialog>
          </span>
        ) : null}
      </div>
      <FormMessage error={error} done={done} />
    </div>
  );
}

export function MilestoneForm({ projectId }: { projectId: string }) {
  const [title, setTitle] = useState("");
  const [dueDate, setDueDate] = useState("");
  const { error, fields, done, pending, run } = useAction(
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
      noValidate
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
        error={fields.title}
      />
      <TextField
        compact
        id="milestone-due"
        label="Due"
        type="date"
        value={dueDate}
        onChange={(e) => setDueDate(e.target.value)}
        error={fields.dueDate}
      />
      <Button type="submit" disabled={pending} variant="secondary" size="sm">
        Add milestone
      </Button>
      <FormMessage error={error} done={done} />
    </form>
  );
}
