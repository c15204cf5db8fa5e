"use client";
// A small form whose fields are the payload of one server action (hidden inputs and a button, mostly), run through
// useAction: the refusal shows as an alert, `done` as a status once it went through, and the page is read again.
import type { ActionResult } from "@/lib/actions/result";
import { useAction } from "./use-action";

type Props<T> = Omit<React.ComponentProps<"form">, "action"> & {
  action: (form: FormData) => Promise<ActionResult<T>>;
  done?: string;
};

export function ActionForm<T>({ action, done, children, ...form }: Props<T>) {
  const { run, pending, error, done: note } = useAction(action, { done });
  return (
    <form {...form} action={(data) => run(data)} aria-busy={pending}>
      {children}
      {error ? (
        <p
          role="alert"
          className="mt-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-900 sm:col-span-full"
        >
          {error}
        </p>
      ) : null}
      {note ? (
        <p role="status" className="mt-3 text-emerald-800 sm:col-span-full">
          {note}
        </p>
      ) : null}
    </form>
  );
}
