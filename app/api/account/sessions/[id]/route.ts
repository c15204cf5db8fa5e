// DELETE /api/account/sessions/:id: ends one of the caller's sessions, which fails on its next request. Someone else's,
// unknown or malformed ids are all a 404. Ending the session making the request signs this device out (the cookie goes
// too), as the sign-out button would.
import { webCookies } from "iron-session";
import { publicSessionId, revokeSession } from "@/lib/auth/account-sessions";
import { requestSessionId, sessionMessages } from "@/lib/auth/account-api";
import { destroySession } from "@/lib/auth/cookie";
import { env } from "@/lib/env";
import { requestInfo } from "@/lib/http/client-ip";
import { json, jsonError } from "@/lib/http/responses";
import { portalRoute } from "@/lib/portal/api-gate";

type Params = { id: string };

export const DELETE = portalRoute<Params>(
  "account session revoke",
  "all",
  async ({ request, caller, db, now, params }) => {
    const by = requestInfo(request, env().TRUSTED_PROXY_HOPS);
    if (!(await revokeSession(db, caller.id, params.id, now, by))) return jsonError(404, sessionMessages.notFound);
    const own = await requestSessionId(request, now);
    if (!own || publicSessionId(own) !== params.id) return json({ message: sessionMessages.revoked });
    const headers = new Headers();
    await destroySession(webCookies(request, headers));
    return json({ message: sessionMessages.signedOut }, { headers });
  },
);
