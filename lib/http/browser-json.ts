// The browser's one way to call the JSON API (sign-in, sign-out, the contact form, file uploads, the portal's quick
// search, the bell's fresh items): sends JSON or a multipart form, or GETs, and reads the answer, with the server's
// sentence and field messages when it refused.

export type ApiAnswer<T> = {
  ok: boolean;
  /** 0 when no answer came (the connection failed). */
  status: number;
  /** The JSON body, or {} when there was none. */
  data: Partial<T>;
  /** The server's sentence on a refusal ({ error }), when it sent one. */
  error?: string;
  fields: Record<string, string>;
  /** Seconds, from Retry-After (0 when absent). */
  retryAfter: number;
};

function textFields(value: unknown): Record<string, string> {
  if (!value || typeof value !== "object") return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
}

/** POSTs `body` (a FormData as multipart, anything else as JSON, none as an empty body) to a same-site path. */
export async function postToApi<T>(path: string, body?: unknown): Promise<ApiAnswer<T>> {
  const init: RequestInit = { method: "POST" };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    init.headers = { "Content-Type": "application/json" };
    init.body = JSON.stringify(body);
  }
  return callApi<T>(path, init);
}

/**
 * GETs a same-site path, never from the cache (what it reads changes); null when `signal` aborted it, as a newer call
 * replaces an older one.
 */
export async function getFromApi<T>(path: string, signal?: AbortSignal): Promise<ApiAnswer<T> | null> {
  try {
    return await answerOf<T>(await fetch(path, { cache: "no-store", signal }));
  } catch {
    return signal?.aborted ? null : { ok: false, status: 0, data: {}, fields: {}, retryAfter: 0 };
  }
}

async function callApi<T>(path: string, init: RequestInit): Promise<ApiAnswer<T>> {
  let response: Response;
  try {
    response = await fetch(path, init);
  } catch {
    return { ok: false, status: 0, data: {}, fields: {}, retryAfter: 0 };
  }
  return answerOf<T>(response);
}

async function answerOf<T>(response: Response): Promise<ApiAnswer<T>> {
  const data = (await response.json().catch(() => ({}))) as Partial<T> & { error?: unknown; fields?: unknown };
  return {
    ok: response.ok,
    status: response.status,
    data,
    error: typeof data.error === "string" ? data.error : undefined,
    fields: textFields(data.fields),
    retryAfter: Number(response.headers.get("Retry-After")) || 0,
  };
}
