"use client";
// The portal's outer error boundary: sign-in, and a role layout whose session check failed (a view's failure shows
// its segment's error.tsx inside the shell). The database being down is recognised by the digest the server gives
// the error (lib/http/page-failure.ts), the only part of it that reaches the browser.
import { PortalFailure } from "@/components/portal/portal-failure";
import { failureReference, isUnavailableFailure } from "@/lib/http/page-failure";

export default function PortalError({ error, retry }: { error: unknown; retry: () => void }) {
  return <PortalFailure unavailable={isUnavailableFailure(error)} reference={failureReference(error)} retry={retry} />;
}
