"use client";
// What a view's error boundary shows inside the role's frame (the menu stays usable): the database being down is
// recognised by the digest the server gives the error (lib/http/page-failure.ts), the only part of it that reaches
// the browser. Loaded only when a view fails (components/portal/segment-error.tsx).
import { Button } from "@/components/ui/button";
import { failureReference, isUnavailableFailure } from "@/lib/http/page-failure";
import { FailureDetails, failureTitle } from "./failure-details";
import { PortalIcon } from "@/components/portal/icon";

export default function SegmentFailure({ error, retry }: { error: unknown; retry: () => void }) {
  const unavailable = isUnavailableFailure(error);
  const reference = failureReference(error);
  return (
    <section aria-labelledby="view-title" className="max-w-2xl" data-testid="portal-failure">
      <h1 id="view-title" className="text-2xl font-bold text-ink">
        {failureTitle(unavailable)}
      </h1>
      <FailureDetails
        unavailable={unavailable}
        reference={reference}
        className="mt-3 text-lg leading-relaxed text-slate-700"
      />
      <Button onClick={retry} className="mt-6">
        <PortalIcon name="rotate-cw" className="size-4" />
        Try again
      </Button>
    </section>
  );
}
