"use client";
// Two-step sign-in: e-mail, then the one-time code sent to it, with expiry and resend countdowns.
import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { otpRules } from "@/lib/auth/code-rules";
import { postToApi } from "@/lib/http/browser-json";
import {
  dashboardFor,
  focusCodeDelayMs,
  formatMSs,
  formatMmSs,
  messages,
  sanitizeOtp,
  secondsLeft,
} from "@/lib/portal/login-rules";
import { companyForEmail } from "@/lib/site";
import { looksLikeEmail } from "@/lib/validation/email";
import { PortalIcon } from "@/components/portal/icon";
import { useHydratedMark } from "@/components/site/hydrated-mark";

type Answer = {
  message?: string;
  expiresInSeconds?: number;
  resendInSeconds?: number;
  user?: { role: string };
};

export function LoginForm({ notice }: { notice?: string }) {
  useHydratedMark();
  const [step, setStep] = useState<1 | 2>(1);
  const [email, setEmail] = useState("");
  const [otp, setOtp] = useState("");
  const [remember, setRemember] = useState(false);
  const [busy, setBusy] = useState(false);
  const [success, setSuccess] = useState<string | null>(notice ?? null);
  const [error, setError] = useState<string | null>(null);
  const [deadlines, setDeadlines] = useState({ expires: 0, resend: 0 });
  const [now, setNow] = useState(0);
  const otpRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (step !== 2) return;
    const tick = setInterval(() => setNow(Date.now()), 1000);
    const focus = setTimeout(() => otpRef.current?.focus(), focusCodeDelayMs);
    return () => {
      clearInterval(tick);
      clearTimeout(focus);
    };
  }, [step]);

  const company = companyForEmail(email);
  const emailOk = looksLikeEmail(email);
  const expiresIn = secondsLeft(deadlines.expires, now);
  const resendIn = secondsLeft(deadlines.resend, now);

  function startCountdowns(data: Partial<Answer>, retryAfter = 0) {
    const at = Date.now();
    setNow(at);
    setDeadlines({
      expires: at + (data.expiresInSeconds ?? otpRules.codeTtlSeconds) * 1000,
      resend: at + Math.max(data.resendInSeconds ?? otpRules.resendCooldownSeconds, retryAfter) * 1000,
    });
  }

  async function requestCode(resend: boolean) {
    if (busy) return;
    if (!emailOk) return setError(messages.invalidEmail);
    setBusy(true);
    setError(null);
    setSuccess(null);
    try {
      const { ok, data, error, retryAfter } = await postToApi<Answer>(
        "/api/auth/login",
        resend ? { email: email.trim(), resend: true } : { email: email.trim() },
      );
      if (!ok) {
        if (resend && retryAfter) setDeadlines((d) => ({ ...d, resend: Date.now() + retryAfter * 1000 }));
        return setError(error ?? (resend ? messages.resendFailed : messages.requestFailed));
      }
      setSuccess(data.message ?? (resend ? messages.resent : messages.sent));
      setOtp("");
      startCountdowns(data, retryAfter);
      setStep(2);
    } catch {
      setError(resend ? messages.resendFailed : messages.requestFailed);
    } finally {
      setBusy(false);
    }
  }

  async function verify(code: string) {
    if (busy) return;
    if (!code) return setError(messages.emptyCode);
    setBusy(true);
    setError(null);
    let leaving = false;
    try {
      const { ok, data, error } = await postToApi<Answer>("/api/auth/verify-otp", {
        email: email.trim(),
        otp: code,
        rememberDevice: remember,
      });
      if (ok && data.user) {
        setSuccess(data.message ?? messages.verified);
        // Stay busy while the dashboard loads: the code is spent, so a second Verify could only fail.
        leaving = true;
        window.location.assign(dashboardFor(data.user.role));
        return;
      }
      setSuccess(null);
      setError(error ?? messages.verifyFailed);
      setOtp("");
      otpRef.current?.focus();
    } catch {
      setError(messages.verifyFailed);
    } finally {
      if (!leaving) setBusy(false);
    }
  }

  return (
    <div>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (step === 1) requestCode(false);
          else verify(otp);
        }}
        className="space-y-5"
      >
        <div>
          <div className="mb-1.5 flex items-center justify-between gap-3">
            <label htmlFor="email" className="text-sm font-semibold text-ink">
              Company e-mail
            </label>
            {company ? (
              <span
                className="inline-flex items-center gap-1 rounded-full bg-blue-50 px-2.5 py-0.5 text-xs font-semibold text-accent-700 ring-1 ring-blue-200"
                data-testid="company-badge"
              >
                <PortalIcon name="badge-check" className="size-3.5" />
                {company.name}
              </span>
            ) : null}
          </div>
          <input
            id="email"
            name="email"
            type="email"
            required
            autoComplete="username"
            inputMode="email"
            readOnly={step === 2}
            aria-readonly={step === 2}
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              setError(null);
            }}
            className="h-12 w-full rounded-xl border border-slate-300 bg-white px-3.5 text-base text-ink read-only:bg-slate-100 read-only:text-slate-600 focus:border-accent-600 focus:ring-2 focus:ring-accent-600/25 focus:outline-none"
          />
          {step === 2 ? (
            <button
              type="button"
              onClick={() => {
                setStep(1);
                setOtp("");
                setError(null);
                setSuccess(null);
              }}
              className="mt-2 inline-flex items-center gap-1 text-sm font-medium text-accent-700 hover:underline"
            >
              <PortalIcon name="arrow-left" className="size-4" /> Use a different e-mail
            </button>
          ) : null}
        </div>

        {step === 2 ? (
          <div>
            <div className="mb-1.5 flex items-center justify-between">
              <label htmlFor="otp" className="text-sm font-semibold text-ink">
                {otpRules.codeLength}-digit code
              </label>
              <span className="text-sm text-slate-600 tabular-nums" data-testid="expiry">
                {expiresIn > 0 ? (
                  <>Expires in {formatMmSs(expiresIn)}</>
                ) : (
                  <span className="font-medium text-red-700">{messages.expired}</span>
                )}
              </span>
            </div>
            <input
              ref={otpRef}
              id="otp"
              name="otp"
              required
              autoComplete="one-time-code"
              inputMode="numeric"
              pattern="[0-9]*"
              // No maxLength: the browser would cut a paste such as "    123456" (the mail's line) or "123 456"
              // to its first 6 characters before sanitizeOtp could keep the digits; sanitizeOtp caps at 6.
              value={otp}
              onChange={(e) => {
                const code = sanitizeOtp(e.target.value);
                setOtp(code);
                setError(null);
                if (code.length >= otpRules.codeLength && !busy) verify(code);
              }}
              className="h-14 w-full rounded-xl border border-slate-300 bg-white px-4 text-center text-2xl font-semibold tracking-[0.5em] text-ink tabular-nums focus:border-accent-600 focus:ring-2 focus:ring-accent-600/25 focus:outline-none"
            />
            <div className="mt-2 flex justify-end">
              <button
                type="button"
                disabled={busy || resendIn > 0}
                onClick={() => requestCode(true)}
                className="text-sm font-semibold text-accent-700 hover:underline disabled:cursor-not-allowed disabled:text-slate-500 disabled:no-underline"
                data-testid="resend"
              >
                {resendIn > 0 ? `Resend in ${formatMSs(resendIn)}` : "Resend OTP"}
              </button>
            </div>
          </div>
        ) : null}

        <label className="flex items-center gap-3 text-[0.9375rem] text-slate-700">
          <input
            type="checkbox"
            name="rememberDevice"
            checked={remember}
            onChange={(e) => setRemember(e.target.checked)}
            className="size-5 rounded border-slate-400 accent-accent-600"
          />
          Remember this device
        </label>

        <div role="status" aria-live="polite">
          {success ? (
            <p className="flex items-start gap-2 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
              <PortalIcon name="circle-check" className="mt-0.5 size-4 shrink-0" />
              {success}
            </p>
          ) : null}
        </div>
        <div role="alert">
          {error ? (
            <p className="flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
              <PortalIcon name="circle-exclamation-point" className="mt-0.5 size-4 shrink-0" />
              {error}
            </p>
          ) : null}
        </div>

        <Button type="submit" size="lg" className="w-full" disabled={busy || (step === 1 && !emailOk)}>
          {busy ? "Please wait..." : step === 1 ? "Send OTP" : "Verify OTP"}
        </Button>
      </form>

      <p className="mt-6 border-t border-slate-200 pt-5 text-sm text-slate-700">
        {messages.noAccount}{" "}
        <Link
          href="/login/request-access"
          className="inline-flex items-center gap-1.5 font-semibold text-accent-700 hover:underline"
        >
          <PortalIcon name="user-plus" className="size-4" /> Request access
        </Link>
      </p>
    </div>
  );
}
