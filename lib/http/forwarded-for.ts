// Makes X-Forwarded-For trustworthy: Next only fills it when absent, so a client could write it. Appending the
// socket address to every incoming request means the rightmost entry is always the real peer.
import http from "node:http";
import https from "node:https";
import type { IncomingMessage } from "node:http";

const installed = Symbol.for("nexora.forwardedForPatch");

export function appendSocketAddress(request: IncomingMessage): void {
  const address = request.socket?.remoteAddress;
  if (!address) return;
  const incoming = request.headers["x-forwarded-for"];
  const chain = (Array.isArray(incoming) ? incoming.join(", ") : (incoming ?? "")).trim();
  request.headers["x-forwarded-for"] = chain ? `${chain}, ${address}` : address;
}

type Emit = (this: unknown, event: string | symbol, ...args: unknown[]) => boolean;

/** Patches `emit` of http(s).Server so every 'request' event passes through appendSocketAddress first. Idempotent. */
export function installForwardedForPatch(): void {
  for (const proto of [http.Server.prototype, https.Server.prototype] as unknown as Record<PropertyKey, unknown>[]) {
    if (proto[installed]) continue;
    const original = proto.emit as Emit;
    proto.emit = function emit(this: unknown, event: string | symbol, ...args: unknown[]): boolean {
      if (event === "request") appendSocketAddress(args[0] as IncomingMessage);
      return original.call(this, event, ...args);
    };
    proto[installed] = true;
  }
}
