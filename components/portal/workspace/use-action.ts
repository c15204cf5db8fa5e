"use client";
// Running a server action from a form: pending while it runs, the server's sentence on a refusal, a short note on
// success, then the page's data is read again.
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import type { ActionResult } from "@/lib/portal/action";

export function useAction() {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const run = <T>(work: () => Promise<ActionResult<T>>, note: string, after?: (value: T) => void) => {
    setError(null);
    setDone(null);
    startTransition(async () => {
      const result = await work();
      if (!result.ok) return setError(result.error);
      setDone(note);
      after?.(result.value);
      router.refresh();
    });
  };
  return { error, done, pending, run };
}
