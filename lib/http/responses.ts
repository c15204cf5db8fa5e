// JSON answers of the API: successes, and errors as { error: "human sentence" } with the right status.
import { apiPolicy } from "../security/headers";

/**
 * Next streams a route handler's body and drops the Content-Length it was given; a response that knows its length
 * also states it here, and the production entry (scripts/server.mjs, which names it too) turns it into
 * Content-Length before the headers go out.
 */
export const bodyLengthHeader = "x-nexora-body-length";

export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("Cache-Control", "no-store");
  headers.set("Content-Security-Policy", apiPolicy);
  return Response.json(body, { ...init, headers });
}

export function jsonError(
  status: number,
  error: string,
  extra: Record<string, unknown> = {},
  headers?: HeadersInit,
): Response {
  return json({ error, ...extra }, { status, headers });
}

/** "25 seconds", "1 minute", "15 minutes": waits are shown in the largest unit that reads naturally. */
export function formatWait(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return `${s} second${s === 1 ? "" : "s"}`;
  const m = Math.ceil(s / 60);
  return `${m} minute${m === 1 ? "" : "s"}`;
}

/** 429 with Retry-After in whole seconds. */
export function tooManyRequests(retryAfterSeconds: number, error: string): Response {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return jsonError(429, error, {}, { "Retry-After": String(seconds) });
}
