"use client";
// The outcome of a portal action, beside the control that ran it: a refusal as an alert, a success as a status, each
// taking focus when it appears so the eye and a screen reader both land on it. Every form shows its outcome here.
import { useEffect, useRef } from "react";
import { PortalIcon } from "@/components/portal/icon";

type Props = { error?: string | null; done?: string | null; className?: string };

export function FormMessage({ error, done, className = "" }: Props) {
  const text = error ?? done ?? null;
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (text) ref.current?.focus();
  }, [text]);
  if (!text) return null;
  return (
    <p
      ref={ref}
      tabIndex={-1}
      role={error ? "alert" : "status"}
      aria-live={error ? "assertive" : "polite"}
      className={`flex items-start gap-2 rounded-xl border px-3 py-2 text-sm font-medium outline-offset-2 sm:col-span-full ${
        error ? "border-red-200 bg-red-50 text-red-900" : "border-emerald-200 bg-emerald-50 text-emerald-900"
      } ${className}`}
    >
      <PortalIcon name={error ? "circle-exclamation-point" : "circle-check"} className="mt-0.5 size-4 shrink-0" />
      <span className="min-w-0 break-words">{text}</span>
    </p>
  );
}
