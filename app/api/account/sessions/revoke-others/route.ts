// POST /api/account/sessions/revoke-others (empty or `{}` body): signs the caller out everywhere but this session →
// {revoked: n}.
import { z } from "zod";
import { revokeOtherSessions } from "@/lib/auth/account-sessions";
import { requestSessionId } from "@/lib/auth/account-api";
import { env } from "@/lib/env";
import { requestInfo } from "@/lib/http/client-ip";
import { bodyLimits, readJson } from "@/lib/http/guard";
import { json } from "@/lib/http/responses";
import { portalRoute } from "@/lib/portal/api-gate";

export const POST = portalRoute("account sessions revoke others", "all", async ({ request, caller, db, now }) => {
  const body = await readJson(request, z.object({}), { maxBytes: bodyLimits.portal, allowEmpty: true });
  if (!body.ok) return body.response;
  const keep = await requestSessionId(request, now);
  const by = requestInfo(request, env().TRUSTED_PROXY_HOPS);
  return json({ revoked: await revokeOtherSessions(db, caller.id, keep, now, by) });
});
