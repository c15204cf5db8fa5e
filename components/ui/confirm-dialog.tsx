"use client";
// A button that asks before a destructive or money-moving action: a native modal <dialog> with a title, a sentence
// and two buttons. Cancel has focus first, Escape cancels, and focus returns to the button that opened it; the
// confirm button names the action ("Remove Ravi Kulkarni"), so nobody confirms a bare "OK". The dialog's code
// (confirm-dialog-box.tsx) loads on the first click.
import { lazy, Suspense, useRef, useState, type ReactNode } from "react";

const ConfirmDialogBox = lazy(() => import("./confirm-dialog-box"));

export type ConfirmProps = {
  /** What the opening button shows (text, or text with a screen-reader tail). */
  children: ReactNode;
  /** Classes of the opening button. */
  className?: string;
  title: string;
  /** What will happen, in a sentence or two. */
  description?: ReactNode;
  /** The confirm button's words: the action itself. */
  confirmLabel: string;
  /** Red for what cannot be undone, the accent for money that moves. */
  tone?: "danger" | "primary";
  disabled?: boolean;
  /** Runs before the dialog opens, with the opening button; false keeps it closed (the form shows what is missing). */
  check?: (opener: HTMLButtonElement) => boolean;
  /** Runs once confirmed, with the opening button (whose form `submitForm` sends). */
  onConfirm: (opener: HTMLButtonElement) => void;
};

/** For a confirm inside a form: sends that form as its own submit button would. */
export const submitForm = (opener: HTMLButtonElement) => opener.form?.requestSubmit();

export function ConfirmDialog({ children, className, disabled, check, onConfirm, ...dialog }: ConfirmProps) {
  const opener = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        ref={opener}
        type="button"
        className={className}
        disabled={disabled}
        aria-haspopup="dialog"
        onClick={(event) => setOpen(check ? check(event.currentTarget) : true)}
      >
        {children}
      </button>
      {open ? (
        <Suspense>
          <ConfirmDialogBox
            {...dialog}
            onClose={(confirmed) => {
              setOpen(false);
              if (!opener.current) return;
              if (confirmed) onConfirm(opener.current);
              else opener.current.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
