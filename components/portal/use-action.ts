"use client";
// The one way a portal component changes data: it runs a server action (lib/actions) in a transition, keeps the
// action's sentence (the refusal and its field messages, or a note on success that FormMessage announces and
// focuses), then reads the page's data again. What Next must handle (a redirect when signed out, a logged failure) propagates to the error boundary.
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import type { ActionResult } from "@/lib/actions/result";

type Options<T> = {
  /** The note shown once it went through (run can name another); "Your change is saved." when none is given. */
  done?: string;
  /** Called with the action's value after a success, before the page is read again. */
  onDone?: (value: T) => void;
  /** False when onDone leaves the page (router.push), so it is not read twice. */
  refresh?: boolean;
  /** The sentence when the action could not reach the server. */
  offline?: string;
};

type Outcome = { error: string | null; fields: Record<string, string>; done: string | null };
const idle: Outcome = { error: null, fields: {}, done: null };
const savedMessage = "Your change is saved.";
const offlineMessage = "That did not go through: the connection failed. Please try again.";

export function useAction<I, T>(action: (input: I) => Promise<ActionResult<T>>, options: Options<T> = {}) {
  const { done, onDone, refresh = true, offline = offlineMessage } = options;
  const router = useRouter();
  const [outcome, setOutcome] = useState<Outcome>(idle);
  const [pending, startTransition] = useTransition();
  /** Settles (never rejects) once the action is over, so a form action can await it before React resets the form. */
  const run = (input: I, note = done) => {
    setOutcome(idle);
    return new Promise<void>((settled) =>
      startTransition(async () => {
        try {
          const result: ActionResult<T> = await action(input).catch((error: unknown) => {
            // fetch's TypeError: the server was never reached. Anything else is Next's to show.
            if (error instanceof TypeError) return { ok: false, code: "invalid", error: offline };
            throw error;
          });
          if (!result.ok) return setOutcome({ error: result.error, fields: result.fields ?? {}, done: null });
          setOutcome({ ...idle, done: note ?? savedMessage });
          onDone?.(result.value);
          if (refresh) router.refresh();
        } finally {
          settled();
        }
      }),
    );
  };
  return { ...outcome, pending, run };
}
