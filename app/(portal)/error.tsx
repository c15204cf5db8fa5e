"use client";
// The portal's outer error boundary: sign-in, and a role layout whose session check failed (a view's failure shows
// its segment's error.tsx inside the shell). The database being down is recognised by the digest the server gives
// the error (lib/http/page-failure.ts), the only part of it that reaches the browser. The screen is a chunk of its
// own, fetched when it is needed: static files need no database, so it loads while the database is down too.
import { lazy, Suspense } from "react";

const PortalErrorView = lazy(() => import("@/components/portal/portal-error-view"));

export default function PortalError(props: { error: unknown; retry: () => void }) {
  return (
    <Suspense>
      <PortalErrorView {...props} />
    </Suspense>
  );
}
