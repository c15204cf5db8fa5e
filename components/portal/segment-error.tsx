"use client";
// A view's error boundary inside the role's frame (the menu stays usable): the database being down is recognised by
// the digest the server gives the error (lib/portal/page-failure.ts), the only part of it that reaches the browser.
import { RotateCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { failureReference, isUnavailableFailure } from "@/lib/portal/page-failure";
import { site } from "@/lib/site";

export function SegmentError({ error, retry }: { error: unknown; retry: () => void }) {
  const unavailable = isUnavailableFailure(error);
  const reference = failureReference(error);
  return (
    <section aria-labelledby="view-title" className="max-w-2xl" data-testid="portal-failure">
      <h1 id="view-title" className="text-2xl font-bold text-ink">
        {unavailable ? "The portal is temporarily unavailable" : "Something went wrong"}
      </h1>
      <p className="mt-3 text-lg leading-relaxed text-slate-700">
        {unavailable
          ? "We cannot reach our database right now. Nothing you saved is lost: please try again in a minute."
          : "Something went wrong on our side while preparing this page. Please try again."}
      </p>
      {reference ? (
        <p className="mt-3 text-slate-600">
          If it keeps happening, write to{" "}
          <a href={`mailto:${site.email.support}`} className="font-semibold text-accent-700 underline">
            {site.email.support}
          </a>{" "}
          and quote the reference <code className="rounded bg-slate-100 px-1 text-ink">{reference}</code>.
        </p>
      ) : null}
      <Button onClick={retry} className="mt-6">
        <RotateCw className="size-4" aria-hidden="true" />
        Try again
      </Button>
    </section>
  );
}
