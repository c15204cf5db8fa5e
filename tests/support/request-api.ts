// The requests API called the way a browser would: one signed-in cookie, the real route handlers, no server.
import { expect } from "vitest";
import { POST as postMessage } from "@/app/api/portal/requests/[id]/messages/route";
import { GET as getOne, PATCH as patchOne } from "@/app/api/portal/requests/[id]/route";
import { GET as list, POST as create } from "@/app/api/portal/requests/route";
import { apiGet, apiPatch, apiPost, bodyOf, noParams, routeContext } from "./workspace";

export const open = (cookie: string, body: object) => create(apiPost("/api/portal/requests", body, cookie), noParams);
export const read = (cookie: string, id: string) =>
  getOne(apiGet(`/api/portal/requests/${id}`, cookie), routeContext({ id }));
export const change = (cookie: string, id: string, body: object) =>
  patchOne(apiPatch(`/api/portal/requests/${id}`, body, cookie), routeContext({ id }));
export const reply = (cookie: string, id: string, body: object) =>
  postMessage(apiPost(`/api/portal/requests/${id}/messages`, body, cookie), routeContext({ id }));
export const listed = (cookie: string, query = "") => list(apiGet(`/api/portal/requests${query}`, cookie), noParams);

/** The id of a created request, after checking it was created (201). */
export async function idOf(response: Response): Promise<string> {
  expect(response.status).toBe(201);
  const { id } = await bodyOf(response);
  expect(typeof id).toBe("string");
  return id as string;
}
