"use client";
// The public 404 body for app/(marketing)/not-found.tsx. Next serialises a layout's not-found element into the inline
// payload of every page under it; as a client component whose content loads on demand, it costs each page a short
// reference instead of the whole 404 markup, and only a 404 page fetches the content's script.
import { lazy, Suspense } from "react";

const Content = lazy(() => import("./not-found-content").then((m) => ({ default: m.NotFoundContent })));

export function NotFoundBody() {
  return (
    <Suspense>
      <Content />
    </Suspense>
  );
}
