"use client";
// A small form whose fields are the payload of one server action (hidden inputs and a button, mostly), run through
// useAction: the outcome shows in FormMessage (an alert or a status, focused), and the page is read again.
import type { ActionResult } from "@/lib/actions/result";
import { useAction } from "./use-action";
import { FormMessage } from "./workspace/form-message";

type Props<T> = Omit<React.ComponentProps<"form">, "action"> & {
  action: (form: FormData) => Promise<ActionResult<T>>;
  done?: string;
};

export function ActionForm<T>({ action, done, children, ...form }: Props<T>) {
  const { run, pending, error, done: note } = useAction(action, { done });
  return (
    <form {...form} action={(data) => run(data)} aria-busy={pending}>
      {children}
      <FormMessage error={error} done={note} className="mt-3" />
    </form>
  );
}
