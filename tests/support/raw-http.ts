// Plain node:http requests for system tests: any method (fetch refuses TRACE and CONNECT), exact headers, and the
// moment the request was fully sent, so a test can tell a reset of a sent request from a refused connection.
import http from "node:http";

export type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: string };
export type RawResult =
  | { ok: true; response: RawResponse; sentAt: number }
  | { ok: false; code: string; message: string; sentAt: number | undefined };

export type RawOptions = {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  agent?: http.Agent;
  timeoutMs?: number;
};

/** Never rejects: the answer, or the error code (ECONNRESET, ECONNREFUSED...) and when the request had been sent. */
export function rawRequest(url: string, options: RawOptions = {}): Promise<RawResult> {
  return new Promise((resolve) => {
    let sentAt: number | undefined;
    const answered = ({ statusCode, headers }: http.IncomingMessage, body: string) =>
      resolve({ ok: true, sentAt: sentAt ?? Date.now(), response: { status: statusCode ?? 0, headers, body } });
    const failed = ({ code, message }: NodeJS.ErrnoException) =>
      resolve({ ok: false, code: code ?? "ERROR", message, sentAt });

    const { method = "GET", headers, agent } = options;
    const request = http.request(url, { method, headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => answered(response, Buffer.concat(chunks).toString()));
      response.on("error", failed);
    });
    // A CONNECT answer arrives as a 'connect' event with the raw socket, whatever its status.
    request.on("connect", (response: http.IncomingMessage, socket) => {
      socket.destroy();
      answered(response, "");
    });
    request.on("finish", () => (sentAt = Date.now()));
    request.on("error", failed);
    request.setTimeout(options.timeoutMs ?? 30_000, () => {
      request.destroy(Object.assign(new Error("timed out"), { code: "ETIMEDOUT" }));
    });
    request.end(options.body);
  });
}

/** rawRequest that must get an answer. */
export async function send(url: string, options: RawOptions = {}): Promise<RawResponse> {
  const result = await rawRequest(url, options);
  if (!result.ok) throw new Error(`${options.method ?? "GET"} ${url} failed: ${result.code} ${result.message}`);
  return result.response;
}

/** An enquiry for POST /api/contact, distinct per `n`. */
export function enquiry(n: number, idempotencyKey: string): string {
  return JSON.stringify({
    fullName: `System Test ${n}`,
    email: `system-${n}@example.com`,
    subject: "general-inquiry",
    message: `Enquiry number ${n} from the system tests.`,
    agree: true,
    idempotencyKey,
  });
}
