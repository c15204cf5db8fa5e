// Test configuration: a fixed secret, the site URL the requests use, and the mail target; re-read by lib/env.
import { resetEnv } from "@/lib/env";
import { resetMailer } from "@/lib/mail/transport";

export const testSecret = "test-secret-0123456789-abcdefghijklmnopqrstuvwxyz";

export function useTestEnv(values: Record<string, string | undefined>): void {
  Object.assign(process.env, {
    SESSION_SECRET: testSecret,
    SITE_URL: "http://localhost:3000",
    TRUSTED_PROXY_HOPS: "0",
  });
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetEnv();
  resetMailer();
}
