// What the /api/account/sessions routes need beyond the portal gate: the caller's own session row id (read from the
// cookie again, as the gate keeps only the person) and the answers' words.
import { webCookies } from "iron-session";
import { readSession } from "./cookie";

export const sessionMessages = {
  revoked: "That session has been signed out.",
  signedOut: "You have been signed out of this device.",
  notFound: "There is no such session.",
} as const;

/** The row id of the session the request's cookie names (the gate has already checked that it is live). */
export async function requestSessionId(request: Request, now: Date): Promise<string | undefined> {
  const { data } = await readSession(webCookies(request, new Headers()), now);
  return data?.sid;
}
