"use client";
// A view's error boundary (each role's error.tsx). Its screen is a chunk of its own, fetched when a view fails, so no
// page loads it beforehand; static files need no database, so it loads while the database is down too.
import { lazy, Suspense } from "react";

const SegmentFailure = lazy(() => import("./segment-failure"));

export function SegmentError(props: { error: unknown; retry: () => void }) {
  return (
    <Suspense>
      <SegmentFailure {...props} />
    </Suspense>
  );
}
