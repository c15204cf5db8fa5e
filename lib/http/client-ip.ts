// The client address for per-IP limits: what the server's socket saw, or behind N trusted proxies the Nth
// X-Forwarded-For entry from the right. The production entry (scripts/server-guard.mjs) makes the last entry the
// socket address, and with no trusted proxy the only one, so no client-written entry is ever picked.
import { isIP } from "node:net";

export function clientIp(headers: Headers, trustedHops: number): string {
  const chain = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (chain.length === 0) return "unknown";
  // Fewer entries than hops means the request skipped a proxy: the leftmost entry is the best we have.
  const entry = chain[Math.max(0, chain.length - 1 - trustedHops)] ?? "unknown";
  return normaliseIp(entry);
}

/** "::ffff:10.0.0.7" → "10.0.0.7"; anything that is not an address is kept short and marked. */
export function normaliseIp(value: string): string {
  const unmapped = value.toLowerCase().startsWith("::ffff:") && isIP(value.slice(7)) === 4 ? value.slice(7) : value;
  return isIP(unmapped) ? unmapped : `invalid:${unmapped.slice(0, 45)}`;
}

/** Who is asking, for limits and the security log: the client address and a bounded User-Agent. */
export function requestInfo(request: Request, trustedHops: number): { ip: string; userAgent: string | undefined } {
  return {
    ip: clientIp(request.headers, trustedHops),
    userAgent: request.headers.get("user-agent")?.slice(0, 512) || undefined,
  };
}
