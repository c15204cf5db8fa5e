"use client";
// A request's state: a client closes (after a confirmation) or reopens it; staff set status and priority, hand it to
// any colleague or nobody, give it a due date (today or later, India time) and a project of its organisation.
import { Button, buttonClass } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { SelectField, TextField } from "@/components/ui/field";
import { useState } from "react";
import { updateRequestAction } from "@/lib/actions/requests/update";
import type { StaffMember } from "@/lib/workspace/members";
import {
  requestPriorities,
  requestStatuses,
  type RequestPriority,
  type RequestStatus,
} from "@/lib/workspace/vocabulary";
import { useAction } from "../use-action";
import { FormMessage } from "./form-message";
import { VocabularySelect } from "./vocabulary-select";

/** What staff can set; a client's page passes only the status. */
export type RequestState = {
  status: RequestStatus;
  priority: RequestPriority;
  assigneeEmail: string | null;
  dueDate: string | null;
  projectId: string | null;
};

type Props = {
  requestId: string;
  staff: boolean;
  state: RequestState;
  /** Staff: who may be assigned, the organisation's projects, and today in India ("YYYY-MM-DD"). */
  people?: StaffMember[];
  projects?: { id: string; name: string }[];
  today?: string;
};

export function RequestControls({ requestId, staff, state, people = [], projects = [], today }: Props) {
  const [status, setStatus] = useState(state.status);
  const [priority, setPriority] = useState(state.priority);
  const [assignee, setAssignee] = useState(state.assigneeEmail ?? "");
  const [dueDate, setDueDate] = useState(state.dueDate ?? "");
  const [projectId, setProjectId] = useState(state.projectId ?? "");
  const { error, fields, done, pending, run } = useAction((patch: Record<string, string | null>) =>
    updateRequestAction(requestId, patch),
  );

  if (!staff) {
    const finished = state.status === "closed" || state.status === "resolved";
    return (
      <div className="grid gap-2">
        {finished ? (
          <Button
            variant="secondary"
            size="sm"
            disabled={pending}
            onClick={() => run({ status: "open" }, "Request reopened.")}
          >
            Reopen request
          </Button>
        ) : (
          <ConfirmDialog
            className={buttonClass("secondary", "sm")}
            disabled={pending}
            title="Close this request?"
            description="Close it when nothing more is needed. You can reopen it later if anything comes up."
            confirmLabel="Close request"
            tone="primary"
            onConfirm={() => run({ status: "closed" }, "Request closed.")}
          >
            Close request
          </ConfirmDialog>
        )}
        <FormMessage error={error} done={done} />
      </div>
    );
  }

  // Only what changed is sent: an overdue date left alone is not refused as a date in the past.
  const patch: Record<string, string | null> = {};
  if (status !== state.status) patch.status = status;
  if (priority !== state.priority) patch.priority = priority;
  if (assignee !== (state.assigneeEmail ?? "")) patch.assigneeEmail = assignee || null;
  if (dueDate !== (state.dueDate ?? "")) patch.dueDate = dueDate || null;
  if (projectId !== (state.projectId ?? "")) patch.projectId = projectId || null;
  const changed = Object.keys(patch).length > 0;

  return (
    <form
      aria-label="Request controls"
      className="grid gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (changed) void run(patch, "Changes saved.");
      }}
    >
      <VocabularySelect
        id="request-status"
        label="Status"
        values={requestStatuses}
        value={status}
        onChange={setStatus}
      />
      <VocabularySelect
        id="request-priority"
        label="Priority"
        values={requestPriorities}
        value={priority}
        onChange={setPriority}
      />
      <SelectField
        compact
        id="request-assignee"
        label="Assignee"
        value={assignee}
        onChange={(e) => setAssignee(e.target.value)}
        error={fields.assigneeEmail}
        placeholder="Nobody"
        options={people.map((p) => ({ value: p.email, label: p.name }))}
      />
      <TextField
        compact
        id="request-due"
        label="Due date"
        type="date"
        min={today}
        value={dueDate}
        onChange={(e) => setDueDate(e.target.value)}
        error={fields.dueDate}
      />
      <SelectField
        compact
        id="request-project"
        label="Project"
        value={projectId}
        onChange={(e) => setProjectId(e.target.value)}
        error={fields.projectId}
        placeholder="None"
        options={projects.map((p) => ({ value: p.id, label: p.name }))}
      />
      <Button type="submit" disabled={pending || !changed} variant="secondary" size="sm">
        Save changes
      </Button>
      <FormMessage error={error} done={done} />
    </form>
  );
}
