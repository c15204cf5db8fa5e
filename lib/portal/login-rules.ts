// The sign-in form's behaviour (code input, countdowns, messages, where a user lands). The rules themselves (code
// length and lifetime, the e-mail pattern, the roles) are the server's: the form imports them from the modules that
// own them (lib/auth/code-rules.ts, lib/validation/email.ts, lib/auth/roles.ts).
import { otpRules } from "../auth/code-rules";
import { isRole } from "../auth/roles";

export const focusCodeDelayMs = 120;

export const messages = {
  invalidEmail: "Please enter a valid email.",
  emptyCode: "Enter the OTP.",
  sent: "OTP sent to your email.",
  resent: "OTP resent.",
  verified: "OTP verified.",
  requestFailed: "Error requesting OTP",
  verifyFailed: "Invalid OTP",
  resendFailed: "Could not resend OTP",
  expired: "The code has expired. Request a new one.",
  sessionEnded: "Your session has ended. Please sign in again.",
  noAccount: "No account yet?",
} as const;

/** Digits only, at most a code's length: typed, pasted ("123 456", "Code: 123-456") or autofilled. */
export function sanitizeOtp(input: string): string {
  return input.replace(/\D/g, "").slice(0, otpRules.codeLength);
}

export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** "04:59" for the expiry countdown. */
export function formatMmSs(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, "0")}:${String(s % 60).padStart(2, "0")}`;
}

/** "0:30" for the resend cooldown. */
export function formatMSs(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

/** Where a signed-in user lands: their dashboard, or the home page for an unknown role. */
export function dashboardFor(role: string): string {
  return isRole(role) ? `/${role}` : "/";
}
