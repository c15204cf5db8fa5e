// How a portal page's failure reaches its error page. In production the browser gets only the error's `digest` from a
// server component or action (the message is replaced), so the kind of failure travels in the digest.

/** The digest of a failure caused by the database being unreachable. */
export const unavailableDigest = "nexora-service-unavailable";

/** Prefix of the digest of any other failure; the rest is the reference the server logged it under. */
export const failureDigestPrefix = "nexora-failure-";

export function isUnavailableFailure(error: unknown): boolean {
  return (error as { digest?: unknown } | null)?.digest === unavailableDigest;
}

/** The reference to quote to support, when the server logged one. */
export function failureReference(error: unknown): string | undefined {
  const digest = (error as { digest?: unknown } | null)?.digest;
  if (typeof digest !== "string" || !digest.startsWith(failureDigestPrefix)) return undefined;
  return digest.slice(failureDigestPrefix.length);
}
