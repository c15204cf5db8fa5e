"use client";
// The confirm dialog itself (confirm-dialog.tsx loads it on the first click): it opens as it mounts, Cancel has
// focus first, Escape cancels, and it closes with whether the action was confirmed.
import { useEffect, useId, useRef } from "react";
import { buttonClass } from "./button";
import type { ConfirmProps } from "./confirm-dialog";

type Props = Pick<ConfirmProps, "title" | "description" | "confirmLabel" | "tone"> & {
  onClose: (confirmed: boolean) => void;
};

const danger =
  "inline-flex h-11 items-center justify-center rounded-xl bg-red-700 px-5 font-semibold text-white hover:bg-red-800";

export default function ConfirmDialogBox({ title, description, confirmLabel, tone = "danger", onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
  }, []);
  const close = (confirmed: boolean) => {
    dialog.current?.close();
    onClose(confirmed);
  };
  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-text` : undefined}
      // Escape: the browser would close the dialog itself; it cancels as Cancel does.
      onCancel={(e) => {
        e.preventDefault();
        close(false);
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
        <button type="button" autoFocus className={buttonClass("secondary")} onClick={() => close(false)}>
          Cancel
        </button>
        <button
          type="button"
          className={tone === "danger" ? danger : buttonClass("primary")}
          onClick={() => close(true)}
        >
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
