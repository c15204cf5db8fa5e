// Sign-in form rules shared by the login page and its tests: e-mail check, code input, countdowns, messages.

export const otpLength = 6;
export const defaultExpirySeconds = 300;
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
  help: "Contact your administrator to get access, or use a personal e-mail to request access from our team.",
} as const;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(email: string): boolean {
  return email.length <= 254 && emailPattern.test(email.trim());
}

/** Digits only, at most six: typed, pasted ("123 456", "Code: 123-456") or autofilled. */
export function sanitizeOtp(input: string): string {
  return input.replace(/\D/g, "").slice(0, otpLength);
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

export type Role = "admin" | "employee" | "client" | "vendor";
export const roles: Role[] = ["admin", "employee", "client", "vendor"];

/** Where a signed-in user lands: their dashboard, or the home page for an unknown role. */
export function dashboardFor(role: string): string {
  return (roles as string[]).includes(role) ? `/${role}` : "/";
}
