"use client";
// A button that asks before a destructive or money-moving action: a native modal <dialog> with a title, a sentence
// and two buttons. Cancel has focus first, Escape cancels, and focus returns to the button that opened it; the
// confirm button names the action ("Remove Ravi Kulkarni"), so nobody confirms a bare "OK".
import { useId, useRef, type ReactNode } from "react";
import { buttonClass } from "./button";

type Props = {
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
  /** Runs once confirmed, with the opening button (whose form `submitForm` sends). */
  onConfirm: (opener: HTMLButtonElement) => void;
};

/** For a confirm inside a form: sends that form as its own submit button would. */
export const submitForm = (opener: HTMLButtonElement) => opener.form?.requestSubmit();

const danger =
  "inline-flex h-11 items-center justify-center rounded-xl bg-red-700 px-5 font-semibold text-white hover:bg-red-800";

export function ConfirmDialog({
  children,
  className,
  title,
  description,
  confirmLabel,
  tone = "danger",
  disabled,
  onConfirm,
}: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const id = useId();
  const close = () => {
    dialog.current?.close();
    opener.current?.focus();
  };
  return (
    <>
      <button
        ref={opener}
        type="button"
        className={className}
        disabled={disabled}
        aria-haspopup="dialog"
        onClick={() => dialog.current?.showModal()}
      >
        {children}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={`${id}-title`}
        aria-describedby={description ? `${id}-text` : undefined}
        // Escape: the browser closes the dialog; focus goes back to the opener as for Cancel.
        onCancel={(e) => {
          e.preventDefault();
          close();
        }}
        className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl border border-slate-200 bg-white p-6 text-left text-ink shadow-xl backdrop:bg-ink/50"
      >
        <h2 id={`${id}-title`} className="text-lg font-semibold text-ink">
          {title}
        </h2>
        {description ? (
          <div id={`${id}-text`} className="mt-2 leading-relaxed text-slate-700">
            {description}
          </div>
        ) : null}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" autoFocus className={buttonClass("secondary")} onClick={close}>
            Cancel
          </button>
          <button
            type="button"
            className={tone === "danger" ? danger : buttonClass("primary")}
            onClick={() => {
              dialog.current?.close();
              if (opener.current) onConfirm(opener.current);
            }}
          >
            {confirmLabel}
          </button>
        </div>
      </dialog>
    </>
  );
}
