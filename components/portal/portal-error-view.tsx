"use client";
// The portal's outer error screen, loaded only when it is needed (app/(portal)/error.tsx).
import { failureReference, isUnavailableFailure } from "@/lib/http/page-failure";
import { PortalFailure } from "./portal-failure";

export default function PortalErrorView({ error, retry }: { error: unknown; retry: () => void }) {
  return <PortalFailure unavailable={isUnavailableFailure(error)} reference={failureReference(error)} retry={retry} />;
}
