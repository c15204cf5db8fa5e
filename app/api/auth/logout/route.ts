// POST /api/auth/logout (empty body): revokes the session row and clears the cookie; fine when already signed out.
import { webCookies } from "iron-session";
import { z } from "zod";
import { audit } from "@/lib/auth/audit";
import { destroySession, readSession } from "@/lib/auth/session-cookie";
import { revokeSession } from "@/lib/auth/sessions";
import { getDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import { requestInfo } from "@/lib/http/client-ip";
import { describeError, isDatabaseUnavailable, unavailableMessage, withApiErrors } from "@/lib/http/errors";
import { bodyLimits, readJson } from "@/lib/http/guard";
import { json, jsonError } from "@/lib/http/responses";

export const POST = withApiErrors("api/auth/logout", async (request: Request) => {
  const body = await readJson(request, z.object({}), { maxBytes: bodyLimits.auth, allowEmpty: true });
  if (!body.ok) return body.response;
  const headers = new Headers();
  const now = new Date();
  const session = await readSession(webCookies(request, headers), now);
  // The cookie goes whatever happens next, so this browser is signed out even if the database is down.
  if (session.present) await destroySession(webCookies(request, headers));
  if (session.data) {
    try {
      const db = await getDb();
      const userId = await revokeSession(db, session.data.sid, now);
      if (userId) await audit(db, "logout", { userId, ...requestInfo(request, env().TRUSTED_PROXY_HOPS) }, now);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      console.error(`[api/auth/logout] could not revoke the session row: ${describeError(error)}`);
      return jsonError(503, unavailableMessage, {}, headers);
    }
  }
  return json({ message: "You have been signed out." }, { headers });
});
