"use client";
// A small form whose fields are the payload of one server action (hidden inputs and a button, mostly), run through
// useAction: the outcome shows in FormMessage (an alert or a status, focused), and the page is read again. Children
// may be a function of the refusal's field messages, to show each by its field. The server checks every field
// (noValidate: no browser bubbles), and what was typed stays until the action went through. A form that goes once
// its action went through (a decided invoice's review) hands its note to `onDone`, for a part that stays to show.
import { useRef, type ReactNode } from "react";
import type { ActionResult } from "@/lib/actions/result";
import { useAction } from "./use-action";
import { FormMessage } from "./workspace/form-message";

type Props<T> = Omit<React.ComponentProps<"form">, "action" | "children"> & {
  action: (form: FormData) => Promise<ActionResult<T>>;
  done?: string;
  /** Takes the success note instead of showing it here. */
  onDone?: (note: string) => void;
  children: ReactNode | ((fields: Record<string, string>) => ReactNode);
};

export function ActionForm<T>({ action, done, onDone, children, ...form }: Props<T>) {
  const ref = useRef<HTMLFormElement>(null);
  const {
    run,
    pending,
    error,
    fields,
    done: note,
  } = useAction(action, {
    done,
    onDone: () => {
      ref.current?.reset();
      if (done) onDone?.(done);
    },
  });
  return (
    <form
      {...form}
      ref={ref}
      noValidate
      aria-busy={pending}
      onSubmit={(event) => {
        event.preventDefault();
        // Not a form action: React would reset the fields after a refusal too. These reset on success only.
        void run(new FormData(event.currentTarget));
      }}
    >
      {typeof children === "function" ? children(fields) : children}
      <FormMessage error={error} done={onDone ? null : note} className="mt-3" />
    </form>
  );
}
