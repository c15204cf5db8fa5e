"use client";
// The queue's bulk bar, shown while rows are selected: one assignee, status or priority for all of them, asked once
// more ("Change 3 requests?") before it is sent, all or nothing; the outcome is read out.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { controlClass } from "@/components/ui/field";
import { bulkUpdateRequestsAction } from "@/lib/actions/requests/bulk-update";
import type { StaffMember } from "@/lib/workspace/members";
import { requestPriorities, requestStatuses, statusLabels } from "@/lib/workspace/vocabulary";
import { useAction } from "../use-action";
import { FormMessage } from "./form-message";
import { VocabularyOptions } from "./vocabulary-select";

/** `onDone` gets how many requests changed; the page says so (the bar itself goes once nothing is selected). */
type Props = { ids: string[]; staff: StaffMember[]; onDone: (updated: number) => void };
type Change = { assigneeEmail?: string | null; status?: string; priority?: string };

const select = `${controlClass} h-10 text-sm`;
const plural = (n: number) => `${n} request${n === 1 ? "" : "s"}`;

/** What the change does, in words for the confirmation. */
function describe(change: Change, staff: StaffMember[]): string {
  const parts = [
    change.assigneeEmail === null
      ? "unassign them"
      : change.assigneeEmail
        ? `assign them to ${staff.find((s) => s.email === change.assigneeEmail)?.name ?? change.assigneeEmail}`
        : null,
    change.status ? `set the status to ${statusLabels[change.status as keyof typeof statusLabels]}` : null,
    change.priority ? `set the priority to ${statusLabels[change.priority as keyof typeof statusLabels]}` : null,
  ];
  return parts.filter(Boolean).join(", ");
}

export function RequestBulkBar({ ids, staff, onDone }: Props) {
  const [assignee, setAssignee] = useState("");
  const [status, setStatus] = useState("");
  const [priority, setPriority] = useState("");
  const [confirming, setConfirming] = useState(false);
  const { error, pending, run } = useAction(bulkUpdateRequestsAction, {
    onDone: ({ updated }) => {
      setConfirming(false);
      onDone(updated);
    },
  });
  const change: Change = {
    ...(assignee ? { assigneeEmail: assignee === "none" ? null : assignee } : {}),
    ...(status ? { status } : {}),
    ...(priority ? { priority } : {}),
  };
  const chosen = Object.keys(change).length > 0;
  const send = () => run({ ids, ...change } as Parameters<typeof bulkUpdateRequestsAction>[0]);
  return (
    <section
      aria-label="Change the selected requests"
      className="border-accent-200 sticky bottom-3 z-10 grid gap-3 rounded-2xl border bg-white p-4 shadow-card"
    >
      <p className="text-sm font-semibold text-ink">{plural(ids.length)} selected</p>
      <div className="grid grid-cols-1 items-end gap-3 sm:grid-cols-3">
        <label className="grid gap-1 text-sm font-medium text-slate-700">
          Assign to
          <select className={select} value={assignee} onChange={(e) => setAssignee(e.target.value)}>
            <option value="">Leave as it is</option>
            <option value="none">Nobody</option>
            {staff.map((s) => (
              <option key={s.email} value={s.email}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1 text-sm font-medium text-slate-700">
          Status
          <select className={select} value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">Leave as it is</option>
            <VocabularyOptions values={requestStatuses} />
          </select>
        </label>
        <label className="grid gap-1 text-sm font-medium text-slate-700">
          Priority
          <select className={select} value={priority} onChange={(e) => setPriority(e.target.value)}>
            <option value="">Leave as it is</option>
            <VocabularyOptions values={requestPriorities} />
          </select>
        </label>
      </div>
      {confirming ? (
        <div role="group" aria-label="Confirm the change" className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-ink">
            Change {plural(ids.length)}: {describe(change, staff)}?
          </p>
          <Button size="sm" disabled={pending} onClick={send}>
            Change {plural(ids.length)}
          </Button>
          <Button size="sm" variant="secondary" disabled={pending} onClick={() => setConfirming(false)}>
            Cancel
          </Button>
        </div>
      ) : (
        <div>
          <Button size="sm" variant="secondary" disabled={!chosen || pending} onClick={() => setConfirming(true)}>
            Apply to {plural(ids.length)}
          </Button>
        </div>
      )}
      <FormMessage error={error} />
    </section>
  );
}
