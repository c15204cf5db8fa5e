"use client";
// A small form posting to a server action (made with lib/portal/action.ts), which shows the action's sentence: the
// refusal as an alert, or `done` as a status once it went through. The page re-renders with the new state.
import { useActionState } from "react";
import type { ActionResult } from "@/lib/portal/action";

type Props = {
  action: (form: FormData) => Promise<ActionResult<unknown>>;
  done: string;
  className?: string;
  children: React.ReactNode;
  label?: string;
};

export function ActionForm({ action, done, className = "", children, label }: Props) {
  const [state, run, pending] = useActionState(
    async (_: ActionResult<unknown> | null, form: FormData) => action(form),
    null,
  );
  return (
    <form action={run} className={className} aria-label={label} aria-busy={pending}>
      {children}
      {state && !state.ok ? (
        <p
          role="alert"
          className="mt-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-900 sm:col-span-full"
        >
          {state.error}
        </p>
      ) : null}
      {state?.ok ? (
        <p role="status" className="mt-3 text-emerald-800 sm:col-span-full">
          {done}
        </p>
      ) : null}
    </form>
  );
}

export const fieldClass =
  "h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-ink focus:border-accent-600";
export const labelClass = "grid gap-1 text-sm font-medium text-slate-700";
