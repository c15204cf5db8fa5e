// Generated hostile requests for the JSON POST routes, each with the statuses a correct server may answer.
import { badAddress, badInText, forgedCookie, huge, spoil, unstorable, wrongTypes, type Rng } from "./hostile";
import { post } from "./http";

/** A JSON fragment written as is (repeated keys, __proto__ keys, deep nesting, numbers JSON.stringify cannot make). */
type Raw = { raw: string };
type Entries = [string, unknown | Raw][];
type Field = { required?: boolean; invalid: (r: Rng) => unknown };

export type JsonRoute = { path: string; limit: number; valid: (r: Rng) => Entries; fields: Record<string, Field> };
export type HostileCase = { label: string; request: Request; expected: readonly number[] };

const raw = (text: string): Raw => ({ raw: text });
const isRaw = (value: unknown): value is Raw => typeof value === "object" && value !== null && "raw" in value;
const encode = (value: unknown) => (isRaw(value) ? value.raw : JSON.stringify(value));
const member = ([key, value]: Entries[number]) => `${JSON.stringify(key)}:${encode(value)}`;
const objectText = (entries: Entries) => `{${entries.map(member).join(",")}}`;

const uuid = (r: Rng) => "xxxxxxxx-xxxx-4xxx-8xxx-xxxxxxxxxxxx".replace(/x/g, () => r.int(16).toString(16));
const oneOf = (r: Rng, ...makers: ((r: Rng) => unknown)[]) => r.pick(makers)(r);
const typeOrHuge = (min: number, max: number) => (r: Rng) => (r.chance(0.5) ? r.pick(wrongTypes) : huge(r, min, max));
const address: Field = { required: true, invalid: (r) => oneOf(r, badAddress, typeOrHuge(255, 12_000)) };

export const routes = {
  login: {
    path: "/api/auth/login",
    limit: 8 * 1024,
    valid: (r) => [
      ["email", `someone${r.int(1e6)}@nexora.example`],
      ...(r.chance(0.3) ? [["resend", true] as [string, unknown]] : []),
    ],
    fields: { email: address, resend: { invalid: (r) => r.pick(["true", 1, 0, null, "yes", [], {}]) } },
  },
  verify: {
    path: "/api/auth/verify-otp",
    limit: 8 * 1024,
    valid: (r) => [
      ["email", `someone${r.int(1e6)}@nexora.example`],
      ["otp", String(r.int(1e6)).padStart(6, "0")],
      ["rememberDevice", false],
    ],
    fields: {
      email: address,
      otp: {
        required: true,
        invalid: (r) =>
          r.pick([
            "",
            "12345",
            "1234567",
            "12a456",
            "１２３４５６",
            "١٢٣٤٥٦",
            spoil(r, "123456"),
            123456,
            null,
            ["123456"],
          ]),
      },
      rememberDevice: { invalid: (r) => r.pick(["true", 1, null, "false", {}]) },
    },
  },
  logout: { path: "/api/auth/logout", limit: 8 * 1024, valid: () => [], fields: {} },
  contact: {
    path: "/api/contact",
    limit: 32 * 1024,
    valid: (r) => [
      ["fullName", "Asha Kulkarni"],
      ["email", "asha@example.in"],
      ["phone", "+91 98220 12345"],
      ["company", "Kulkarni Agro"],
      ["subject", "ai-solutions"],
      ["budget", "25k-50k"],
      ["timeline", "1-3-months"],
      ["message", "We want to forecast demand for our seed depots across Vidarbha."],
      ["agree", true],
      ["idempotencyKey", uuid(r)],
    ],
    fields: {
      fullName: {
        required: true,
        invalid: (r) =>
          oneOf(
            r,
            (r) => spoil(r, "Asha Kulkarni"),
            () => "A",
            typeOrHuge(101, 40_000),
          ),
      },
      email: address,
      phone: {
        invalid: (r) =>
          oneOf(
            r,
            (r) => spoil(r, "+91 98220 12345"),
            () => "12345",
            typeOrHuge(31, 3000),
          ),
      },
      company: { invalid: (r) => oneOf(r, (r) => spoil(r, "Kulkarni Agro"), typeOrHuge(121, 3000)) },
      subject: {
        invalid: (r) =>
          oneOf(
            r,
            (r) => spoil(r, "ai-solutions"),
            () => "free-lunch",
            () => "",
            (r) => r.pick(wrongTypes),
          ),
      },
      budget: {
        invalid: (r) =>
          oneOf(
            r,
            (r) => spoil(r, "25k-50k"),
            () => "a-lot",
            (r) => r.pick(wrongTypes),
          ),
      },
      timeline: {
        invalid: (r) =>
          oneOf(
            r,
            (r) => spoil(r, "1-3-months"),
            () => "never",
            (r) => r.pick(wrongTypes),
          ),
      },
      message: {
        required: true,
        invalid: (r) =>
          oneOf(
            r,
            (r) => spoil(r, "We want a demand forecast for our depots.", badInText),
            () => "short",
            typeOrHuge(5001, 40_000),
          ),
      },
      agree: { required: true, invalid: (r) => r.pick([false, "true", 1, null, "on", []]) },
      idempotencyKey: {
        required: true,
        invalid: (r) =>
          oneOf(
            r,
            () => "abc",
            () => "",
            (r) => spoil(r, uuid(r)),
            (r) => r.pick(wrongTypes),
          ),
      },
    },
  },
} satisfies Record<string, JsonRoute>;

const deepArray = (depth: number, inner = "1") => `${"[".repeat(depth)}${inner}${"]".repeat(depth)}`;
const bad = (r: Rng, around = "junk") => spoil(r, around, unstorable);

/** Harmless extras a refused request may also carry: unknown fields, prototype keys, nesting. */
function extras(r: Rng): Entries {
  const all: Entries = [
    ["isAdmin", true],
    ["role", "admin"],
    ["__proto__", raw('{"isAdmin":true,"polluted":1}')],
    ["constructor", { prototype: { polluted: 1 } }],
    ["nested", raw(deepArray(200 + r.int(800)))],
    ["website", ""],
  ];
  return all.filter(() => r.chance(0.25));
}

/** Valid fields plus NUL or a lone surrogate where the schema does not look: the guard must find it. */
function smuggle(r: Rng, entries: Entries): Entries {
  const key = entries[0]?.[0] ?? "junk";
  switch (r.int(6)) {
    case 0:
      return [...entries, [`extra${r.int(100)}`, bad(r)]];
    case 1:
      return [...entries, [bad(r, "key"), 1]];
    case 2:
      return [...entries, ["nested", { list: [1, { deeper: [bad(r)] }] }]];
    case 3:
      return [...entries, ["deep", raw(deepArray(100 + r.int(2000), JSON.stringify(bad(r))))]];
    case 4:
      // A repeated key: JSON.parse keeps the later, valid value.
      return [[key, bad(r, "a@nexora.example")], ...entries];
    default:
      if (r.chance(0.5)) return [...entries, ["__proto__", raw(`{"polluted":${JSON.stringify(bad(r))}}`)]];
      return [...entries, ["constructor", { prototype: { x: bad(r) } }]];
  }
}

/** 1 to 3 fields made invalid (removed if required, or given a value the schema refuses). */
function spoilFields(r: Rng, route: JsonRoute, entries: Entries): Entries {
  const names = Object.keys(route.fields);
  let out = entries;
  for (let k = 1 + r.int(3); k > 0; k -= 1) {
    const name = r.pick(names);
    const field = route.fields[name];
    if (!field) continue;
    out = out.filter(([key]) => key !== name);
    if (!(field.required && r.chance(0.2))) out.push([name, field.invalid(r)]);
  }
  return [...out, ...extras(r)];
}

const notJson = (r: Rng, text: string): string | Uint8Array =>
  oneOf(
    r,
    () => text.slice(0, Math.max(1, r.int(text.length))),
    (r) => `${text}${r.pick(["x", "}", ",", "//", "\u0000", "\u0007"])}`,
    () => `{'email':'a@nexora.example'}`,
    () => '{"a":NaN}',
    () => '{"a":1,}',
    () => `{"email":"a\u0001b@nexora.example"}`,
    // The decoder drops one leading byte-order mark; a second one is not JSON.
    () => `\ufeff\ufeff${text}`,
    () => `/* hi */ ${text}`,
    () => new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    () => new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x7d]),
  ) as string | Uint8Array;

const notObject = (r: Rng, text: string) =>
  r.pick([
    "[]",
    '"a@nexora.example"',
    "123",
    "null",
    "true",
    `[${text}]`,
    deepArray(500 + r.int(3000)),
    deepArray(100, "{}"),
    "1e999",
  ]);

const origins = [
  "https://evil.example",
  "null",
  "http://localhost:3000.evil.example",
  "http://localhost:3001",
  "https://localhost:3000",
  "http://127.0.0.1:3000",
];
const contentTypes = [
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/jsonp",
  "application/json-patch+json",
  "text/json",
  "application/xml",
  null,
];

const size = (body: string | Uint8Array) => (typeof body === "string" ? Buffer.byteLength(body) : body.byteLength);
const fits = (route: JsonRoute, body: string | Uint8Array, status: number) =>
  size(body) > route.limit ? [413] : [status];

/** One hostile request to `route` from the client address `ip`, and what it may be answered. */
export async function hostileRequest(r: Rng, route: JsonRoute, ip: string): Promise<HostileCase> {
  const valid = objectText(route.valid(r));
  const options = { ip, cookie: r.chance(0.3) ? await forgedCookie(r) : undefined };
  const send = (body: string | Uint8Array, extra: Parameters<typeof post>[2] = {}) =>
    post(route.path, undefined, { contentType: "application/json", rawBody: body as BodyInit, ...options, ...extra });
  const fieldless = Object.keys(route.fields).length === 0;
  const kinds = ["cross-site", "content-type", "too-large", "not-json", "not-object", "smuggled", "smuggled"];
  if (!fieldless) kinds.push("fields", "fields", "fields", "fields");
  if (route.path.includes("verify")) kinds.push("forged-code");
  const kind = r.pick(kinds);
  switch (kind) {
    case "cross-site": {
      const header = r.chance(0.7)
        ? { origin: r.pick(origins) }
        : { origin: null, fetchSite: r.pick(["cross-site", "same-site"]) };
      return { label: kind, request: send(valid, header), expected: [403] };
    }
    case "content-type": {
      const body = r.chance(0.5) ? valid : "email=a%40nexora.example";
      return { label: kind, request: send(body, { contentType: r.pick(contentTypes) }), expected: [415] };
    }
    case "too-large": {
      const padded = objectText([...route.valid(r), ["padding", huge(r, route.limit, route.limit * 3)]]);
      if (r.chance(0.5)) return { label: kind, request: send(padded), expected: [413] };
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(padded));
          controller.close();
        },
      });
      // No Content-Length: the limit must hold while reading.
      const base = send("");
      const init = { method: "POST", headers: base.headers, body: stream, duplex: "half" } as RequestInit;
      const request = new Request(base.url, init);
      return { label: `${kind} (streamed)`, request, expected: [413] };
    }
    case "not-json": {
      const body = notJson(r, valid);
      return { label: kind, request: send(body), expected: fits(route, body, 400) };
    }
    case "not-object":
      return { label: kind, request: send(notObject(r, valid)), expected: [400] };
    case "smuggled": {
      const body = objectText(smuggle(r, route.valid(r)));
      return { label: kind, request: send(body), expected: fits(route, body, 400) };
    }
    case "forged-code":
      return { label: kind, request: send(valid), expected: [401, 429] };
    default: {
      const body = objectText(spoilFields(r, route, route.valid(r)));
      return { label: kind, request: send(body), expected: fits(route, body, 400) };
    }
  }
}
