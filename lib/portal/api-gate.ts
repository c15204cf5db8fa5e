// The gate of every workspace API route: session cookie → signed-in caller (401 without one), the roles the route
// serves (404 for the others: nothing leaks that it exists), same origin for writes (403), then the handler, whose
// WorkspaceError becomes { error } with its status (and Retry-After for a limit); database failures are mapped by
// withApiErrors.
import { webCookies } from "iron-session";
import type { z } from "zod";
import type { Role } from "../auth/roles";
import { readSession } from "../auth/cookie";
import { loadSessionUser } from "../auth/session-store";
import { getDb, type Db } from "../db/client";
import type { Caller } from "../workspace/caller";
import { WorkspaceError } from "../workspace/errors";
import { withApiErrors } from "../http/errors";
import { bodyLimits, crossSiteReason, readJson, type Guarded } from "../http/guard";
import { jsonError } from "../http/responses";

export type PortalContext<P> = { request: Request; caller: Caller; db: Db; now: Date; params: P };

type RouteArgs<P> = [request: Request, context: { params: Promise<P> }];

const readOnly = new Set(["GET", "HEAD"]);

export const portalMessages = {
  signIn: "Please sign in to use the portal.",
  crossSite: "This request did not come from our website, so it was refused.",
  notFound: "Not found.",
} as const;

export function portalRoute<P = Record<string, never>>(
  label: string,
  roles: readonly Role[] | "all",
  handler: (context: PortalContext<P>) => Promise<Response>,
): (...args: RouteArgs<P>) => Promise<Response> {
  return withApiErrors(label, async (request: Request, context: { params: Promise<P> }) => {
    if (!readOnly.has(request.method) && crossSiteReason(request)) return jsonError(403, portalMessages.crossSite);
    const now = new Date();
    const db = await getDb();
    const caller = await signedInCaller(request, db, now);
    if (!caller) return jsonError(401, portalMessages.signIn);
    if (roles !== "all" && !roles.includes(caller.role)) return jsonError(404, portalMessages.notFound);
    try {
      return await handler({ request, caller, db, now, params: await context.params });
    } catch (error) {
      if (error instanceof WorkspaceError) {
        const wait = error.retryAfterSeconds ? { "Retry-After": String(error.retryAfterSeconds) } : undefined;
        return jsonError(error.status, error.message, error.fields ? { fields: error.fields } : {}, wait);
      }
      throw error;
    }
  });
}

/** The person the request's session cookie names, while that session is live (a long stream asks again). */
export async function signedInCaller(request: Request, db: Db, now: Date): Promise<Caller | null> {
  const { data } = await readSession(webCookies(request, new Headers()), now);
  return data ? loadSessionUser(db, data, now) : null;
}

/** A workspace JSON body: the shared guard with the portal's size limit. */
export function readPortalJson<S extends z.ZodType>(request: Request, schema: S): Promise<Guarded<z.output<S>>> {
  return readJson(request, schema, { maxBytes: bodyLimits.portal });
}
