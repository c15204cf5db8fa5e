// The environment, validated once with zod; every server module reads configuration from here.
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { parseWorkspaceLimits } from "./workspace/limit-rules";

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    SITE_URL: z
      .url({ message: "must be an absolute URL such as https://www.nexora.example" })
      .default("http://localhost:3000")
      .transform((v) => v.replace(/\/+$/, "")),
    DATA_DIR: z.string().trim().min(1).default("./data"),
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, { message: "must start with postgres:// or postgresql://" })
        .optional(),
    ),
    SESSION_SECRET: optionalString.pipe(
      z.string().min(32, { message: "must be at least 32 characters long" }).optional(),
    ),
    SMTP_URL: optionalString.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, { message: "must start with smtp:// or smtps://" })
        .optional(),
    ),
    MAIL_FROM: z.string().trim().min(3).default("Nexora <no-reply@nexora.example>"),
    CONTACT_INBOX: z.email({ message: "must be an e-mail address" }).default("sales@nexora.example"),
    SUPPORT_INBOX: z.email({ message: "must be an e-mail address" }).default("support@nexora.example"),
    ADMIN_EMAIL: optionalString.pipe(z.email({ message: "must be an e-mail address" }).optional()),
    TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
    /** An OpenAI-compatible chat completions server for the assistant (Ollama, vLLM, llama.cpp); off when unset. */
    ASSISTANT_LLM_URL: optionalString.pipe(
      z.url({ message: "must be an absolute URL such as http://127.0.0.1:11434/v1" }).optional(),
    ),
    ASSISTANT_LLM_MODEL: z.string().trim().min(1).default("llama3.1"),
    ASSISTANT_LLM_KEY: optionalString,
    ASSISTANT_LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(8000),
    WORKSPACE_LIMITS: z
      .string()
      .optional()
      .transform((setting, ctx) => {
        try {
          return parseWorkspaceLimits(setting);
        } catch (error) {
          ctx.addIssue({ code: "custom", message: (error as Error).message });
          return z.NEVER;
        }
      }),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === "production" && env.DATABASE_URL && !env.SESSION_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["SESSION_SECRET"],
        message:
          "is required in production when DATABASE_URL is set, so that every instance seals sessions with the same key",
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  override name = "EnvError";
}

/** Parses an environment object; throws an EnvError naming each bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join(".") || "environment"} ${issue.message}`);
  throw new EnvError(`Invalid environment configuration:\n${lines.join("\n")}\nSee .env.example.`);
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Forget the parsed environment (tests change process.env between cases). */
export function resetEnv(): void {
  cached = undefined;
  cachedSecret = undefined;
}

export function dataDir(): string {
  // Runtime data, never part of the build: the comments keep the file tracer from copying a local data folder into
  // the standalone output.
  return path.resolve(/* turbopackIgnore: true */ env().DATA_DIR);
}

export function siteUsesHttps(): boolean {
  return env().SITE_URL.startsWith("https://");
}

let cachedSecret: string | undefined;

/**
 * The server secret that seals session cookies and keys the one-time-code HMAC.
 * SESSION_SECRET when set; otherwise generated once and kept in DATA_DIR, so restarts keep sessions.
 */
export function sessionSecret(): string {
  if (cachedSecret) return cachedSecret;
  const configured = env().SESSION_SECRET;
  if (configured) return (cachedSecret = configured);
  const dir = dataDir();
  const file = path.join(/* turbopackIgnore: true */ dir, "session-secret");
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    try {
      writeFileSync(file, randomBytes(48).toString("base64url"), { flag: "wx", mode: 0o600 });
    } catch (error) {
      // Another process wrote it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    chmodSync(file, 0o600);
  }
  const secret = readFileSync(/* turbopackIgnore: true */ file, "utf8").trim();
  if (secret.length < 32)
    throw new EnvError(`${file} holds a secret shorter than 32 characters; delete it to generate a new one.`);
  return (cachedSecret = secret);
}
