"use client";
// The top of a request page for staff: the way back to the queue as they left it (its filters and sort), and the next
// request in it. Both come from the queue the request was opened from (lib/portal/queue-context.ts), read once the
// page has loaded; until then, and for a request not opened from the queue, the link goes back to the whole queue.
import Link from "next/link";
import { useSyncExternalStore } from "react";
import { parseQueueContext, placeInQueue, storedQueue } from "@/lib/portal/queue-context";
import { PortalIcon } from "../icon";
import { BackLink, pageNavLinkClass } from "../titled-section";

const noChanges = () => () => {};

export function QueueNav({ requestId, basePath }: { requestId: string; basePath: string }) {
  // The tab's own storage, read after hydration (the server has none); it changes only on the queue's page.
  const stored = useSyncExternalStore(noChanges, storedQueue, () => null);
  const place = placeInQueue(parseQueueContext(stored, basePath), requestId);
  const filtered = place !== null && place.view !== basePath;
  const next = place?.next;
  return (
    <div className="flex min-h-5 items-center justify-between gap-3">
      <BackLink href={place?.view ?? basePath}>{filtered ? "Back to the queue" : "All requests"}</BackLink>
      {next ? (
        <Link href={`${basePath}/${next.id}`} className={pageNavLinkClass}>
          Next #{next.number}
          <span className="sr-only"> {next.title}</span>
          <PortalIcon name="arrow-right" className="size-4" />
        </Link>
      ) : null}
    </div>
  );
}
