// Whose sessions a Security action changes: the caller's own, or (for an admin's page about someone) the user it
// names. Anyone else naming another person gets the same sentence as a session that does not exist.
import "server-only";
import { headers } from "next/headers";
import { z } from "zod";
import { sessionMessages } from "../../auth/account-api";
import { getCurrentSessionId } from "../../auth/session";
import { clientIp } from "../../http/client-ip";
import { env } from "../../env";
import { WorkspaceError } from "../../workspace/errors";
import type { Caller } from "../../workspace/caller";
import type { RevokedBy } from "../../auth/account-sessions";

export const sessionTargetSchema = z.object({ userId: z.uuid().optional() });

export type SessionTarget = { userId: string; own: boolean; keep: string | undefined; by: RevokedBy };

export async function sessionTarget(caller: Caller, userId: string | undefined): Promise<SessionTarget> {
  const own = !userId || userId === caller.id;
  if (!own && caller.role !== "admin") throw new WorkspaceError(404, sessionMessages.notFound);
  const sent = await headers();
  const info = {
    ip: clientIp(sent, env().TRUSTED_PROXY_HOPS),
    userAgent: sent.get("user-agent")?.slice(0, 512) || undefined,
  };
  return {
    userId: own ? caller.id : (userId as string),
    own,
    keep: own ? await getCurrentSessionId() : undefined,
    by: own ? info : { ...info, adminEmail: caller.email },
  };
}
