"use client";
// A request's state: a client closes or reopens it; staff set status and priority and take it on ("Assign to me").
import { Button } from "@/components/ui/button";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { updateRequestAction } from "@/app/(portal)/_actions/requests";
import {
  requestPriorities,
  requestStatuses,
  statusLabels,
  type RequestPriority,
  type RequestStatus,
} from "@/lib/workspace/vocabulary";
import { FormMessage, fieldClass, labelClass } from "./form-message";

type Props = {
  requestId: string;
  staff: boolean;
  status: RequestStatus;
  priority: RequestPriority;
  assignedToMe: boolean;
};

export function RequestControls({ requestId, staff, status, priority, assignedToMe }: Props) {
  const router = useRouter();
  const [nextStatus, setNextStatus] = useState(status);
  const [nextPriority, setNextPriority] = useState(priority);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  function send(patch: Record<string, string>, note: string) {
    setError(null);
    setDone(null);
    startTransition(async () => {
      const result = await updateRequestAction({ requestId, patch });
      if (!result.ok) return setError(result.error);
      setDone(note);
      router.refresh();
    });
  }

  if (!staff) {
    const finished = status === "closed" || status === "resolved";
    return (
      <div className="grid gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={pending}
          onClick={() =>
            send({ status: finished ? "open" : "closed" }, finished ? "Request reopened." : "Request closed.")
          }
        >
          {finished ? "Reopen request" : "Close request"}
        </Button>
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
        send({ status: nextStatus, priority: nextPriority }, "Saved.");
      }}
    >
      <label className={labelClass}>
        Status
        <select
          value={nextStatus}
          onChange={(e) => setNextStatus(e.target.value as RequestStatus)}
          className={`${fieldClass} h-10 py-0`}
        >
          {requestStatuses.map((s) => (
            <option key={s} value={s}>
              {statusLabels[s]}
            </option>
          ))}
        </select>
      </label>
      <label className={labelClass}>
        Priority
        <select
          value={nextPriority}
          onChange={(e) => setNextPriority(e.target.value as RequestPriority)}
          className={`${fieldClass} h-10 py-0`}
        >
          {requestPriorities.map((p) => (
            <option key={p} value={p}>
              {statusLabels[p]}
            </option>
          ))}
        </select>
      </label>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending} variant="secondary" size="sm">
          Save status and priority
        </Button>
        {assignedToMe ? null : (
          <Button
            variant="secondary"
            size="sm"
            disabled={pending}
            onClick={() => send({ assigneeEmail: "me" }, "Assigned to you.")}
          >
            Assign to me
          </Button>
        )}
      </div>
      <FormMessage error={error} done={done} />
    </form>
  );
}
