// The gate of every POST route: same origin, JSON only, bounded body (checked before parsing), then the zod schema,
// then no NUL or lone surrogate anywhere in the JSON (keys and fields the schema drops included).
import type { z } from "zod";
import { env } from "../env";
import { fieldErrors, firstError } from "../validation/field-errors";
import { unstorablePath } from "../validation/json";
import { unacceptableCharacters } from "../validation/text";
import { jsonError } from "./responses";

/** The assistant's: 20 messages of 2,000 characters, each up to 4 bytes in UTF-8 and some escaping. */
export const bodyLimits = { auth: 8 * 1024, contact: 32 * 1024, portal: 64 * 1024, assistant: 200 * 1024 } as const;

export type Guarded<T> = { ok: true; data: T } | { ok: false; response: Response };

const messages = {
  crossSite: "This request did not come from our website, so it was refused.",
  notJson: "Please send the request as JSON (Content-Type: application/json).",
  tooLarge: "The request is too large.",
  malformed: "The request body is not valid JSON.",
  invalid: "Please check the highlighted fields.",
} as const;

/**
 * Browsers send Origin on POST and Sec-Fetch-Site on every request: either one pointing elsewhere is refused.
 * With neither header the caller is not a browser (curl, a server), which no cookie-riding attack can use.
 */
export function crossSiteReason(request: Request, siteUrl: string = env().SITE_URL): string | null {
  const origin = request.headers.get("origin");
  if (origin !== null) {
    const allowed = new Set([new URL(siteUrl).origin, new URL(request.url).origin]);
    if (!allowed.has(origin)) return `Origin ${origin.slice(0, 100)}`;
  }
  const site = request.headers.get("sec-fetch-site");
  if (site !== null && site !== "same-origin" && site !== "none") return `Sec-Fetch-Site ${site.slice(0, 20)}`;
  return null;
}

function isJsonContentType(value: string | null): boolean {
  return value !== null && /^application\/json\s*(;|$)/i.test(value.trim());
}

/** The body, or null once it exceeds `maxBytes` (declared, so refused before a byte is read, or actually sent). */
export async function readLimitedBytes(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > maxBytes) return null;
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** The body as text, or null once it exceeds `maxBytes` (declared or actually sent). */
export async function readLimitedText(request: Request, maxBytes: number): Promise<string | null> {
  const bytes = await readLimitedBytes(request, maxBytes);
  return bytes === null ? null : new TextDecoder("utf-8", { fatal: true }).decode(bytes);
}

/**
 * Runs the checks in order: 403 cross-site, 415 not JSON, 413 too large, 400 malformed JSON, 400 invalid fields,
 * 400 characters no database can store (after the schema, whose messages name known fields better).
 * `allowEmpty` accepts an empty body with any Content-Type (logout), validated as `{}`.
 */
export async function readJson<S extends z.ZodType>(
  request: Request,
  schema: S,
  { maxBytes, allowEmpty = false }: { maxBytes: number; allowEmpty?: boolean },
): Promise<Guarded<z.output<S>>> {
  const fail = (response: Response): Guarded<z.output<S>> => ({ ok: false, response });
  if (crossSiteReason(request)) return fail(jsonError(403, messages.crossSite));
  const json = isJsonContentType(request.headers.get("content-type"));
  // Refused before reading a byte; with allowEmpty the body must be read to know whether it is empty.
  if (!json && !allowEmpty) return fail(jsonError(415, messages.notJson));
  let text: string | null;
  try {
    text = await readLimitedText(request, maxBytes);
  } catch {
    return fail(jsonError(400, messages.malformed));
  }
  if (text === null) return fail(jsonError(413, messages.tooLarge));
  let value: unknown = {};
  const empty = text.trim() === "" && allowEmpty;
  if (!empty) {
    if (!json) return fail(jsonError(415, messages.notJson));
    try {
      value = JSON.parse(text);
    } catch {
      return fail(jsonError(400, messages.malformed));
    }
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error);
    return fail(jsonError(400, firstError(fields, messages.invalid), { fields }));
  }
  const unstorable = empty ? null : unstorablePath(text, value);
  if (unstorable !== null) {
    const message = unacceptableCharacters(unstorable === "body" ? "The request" : `The field ${unstorable}`);
    return fail(jsonError(400, message, { fields: { [unstorable]: message } }));
  }
  return { ok: true, data: parsed.data };
}
