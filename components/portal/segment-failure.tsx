"use client";
// A view's error boundary inside the role's frame (the menu stays usable): the database being down is recognised by
// the digest the server gives the error (lib/http/page-failure.ts), the only part of it that reaches the browser.
import { RotateCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { failureReference, isUnavailableFailure } from "@/lib/http/page-failure";
import { FailureDetails, failureTitle } from "./failure-details";

export function SegmentError({ error, retry }: { error: unknown; retry: () => void }) {
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
        <RotateCw className="size-4" aria-hidden="true" />
        Try again
      </Button>
    </section>
  );
}
