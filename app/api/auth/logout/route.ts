// POST /api/auth/logout (empty body): revokes the session row, then clears the cookie; fine when already signed out.
// The cookie is cleared only once its row is revoked: while the database is down the answer is 503 and the cookie
// stays, so the browser still holds the session it must sign out of and can try again.
import { webCookies } from "iron-session";
import { z } from "zod";
import { logSecurityEvent } from "@/lib/auth/security-log";
import { destroySession, readSession } from "@/lib/auth/cookie";
import { revokeSession } from "@/lib/auth/session-store";
import { getDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import { requestInfo } from "@/lib/http/client-ip";
import { withApiErrors } from "@/lib/http/errors";
import { bodyLimits, readJson } from "@/lib/http/guard";
import { json } from "@/lib/http/responses";

export const POST = withApiErrors("api/auth/logout", async (request: Request) => {
  const body = await readJson(request, z.object({}), { maxBytes: bodyLimits.auth, allowEmpty: true });
  if (!body.ok) return body.response;
  const headers = new Headers();
  const now = new Date();
  const session = await readSession(webCookies(request, headers), now);
  if (session.data) {
    const { sid } = session.data;
    // One transaction: the row is revoked and the logout audited together, or neither (withApiErrors answers 503).
    const db = await getDb();
    await db.transaction(async (tx) => {
      const userId = await revokeSession(tx, sid, now);
      if (userId)
        await logSecurityEvent(tx, "logout", { userId, ...requestInfo(request, env().TRUSTED_PROXY_HOPS) }, now);
    });
  }
  // Reached only with the row revoked (or no live session behind the cookie): now the cookie can go.
  if (session.present) await destroySession(webCookies(request, headers));
  return json({ message: "You have been signed out." }, { headers });
});
