"use client";
// A request's state: a client closes or reopens it; staff set status and priority and take it on ("Assign to me").
import { Button, buttonClass } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useState } from "react";
import { updateRequestAction } from "@/lib/actions/requests/update";
import {
  requestPriorities,
  requestStatuses,
  type RequestPriority,
  type RequestStatus,
} from "@/lib/workspace/vocabulary";
import { useAction } from "../use-action";
import { FormMessage } from "./form-message";
import { VocabularySelect } from "./vocabulary-select";

type Props = {
  requestId: string;
  staff: boolean;
  status: RequestStatus;
  priority: RequestPriority;
  assignedToMe: boolean;
};

export function RequestControls({ requestId, staff, status, priority, assignedToMe }: Props) {
  const [nextStatus, setNextStatus] = useState(status);
  const [nextPriority, setNextPriority] = useState(priority);
  const { error, done, pending, run } = useAction((patch: Record<string, string>) =>
    updateRequestAction(requestId, patch),
  );

  if (!staff) {
    const finished = status === "closed" || status === "resolved";
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

  return (
    <form
      aria-label="Request status"
      className="grid gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        run({ status: nextStatus, priority: nextPriority }, "Saved.");
      }}
    >
      <VocabularySelect
        id="request-status"
        label="Status"
        values={requestStatuses}
        value={nextStatus}
        onChange={setNextStatus}
      />
      <VocabularySelect
        id="request-priority"
        label="Priority"
        values={requestPriorities}
        value={nextPriority}
        onChange={setNextPriority}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending} variant="secondary" size="sm">
          Save status and priority
        </Button>
        {assignedToMe ? null : (
          <Button
            variant="secondary"
            size="sm"
            disabled={pending}
            onClick={() => run({ assigneeEmail: "me" }, "Assigned to you.")}
          >
            Assign to me
          </Button>
        )}
      </div>
      <FormMessage error={error} done={done} />
    </form>
  );
}
