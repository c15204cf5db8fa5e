"use client";
// A file shown in the page, in a dialog with its name, a Download link and Close: an image, or a PDF in the
// browser's own viewer in a frame (pdf-frame.tsx). Both load from `?disposition=inline`, which the server sandboxes.
import { Download, X } from "lucide-react";
import { useId, useRef, useState } from "react";
import { fileUrl } from "./file-urls";
import { PdfFrame } from "./pdf-frame";

export type PreviewFile = { id: string; name: string; contentType: string };

/** `label` names a trigger whose content does not (an icon); otherwise the content is the name. */
type Props = { file: PreviewFile; className?: string; children: React.ReactNode; label?: string };

export function FilePreview({ file, className = "", children, label }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const titleId = useId();

  function show() {
    setOpen(true);
    dialog.current?.showModal();
  }

  return (
    <>
      <button type="button" onClick={show} aria-label={label} aria-haspopup="dialog" className={className}>
        {children}
      </button>
      <dialog
        ref={dialog}
        onClose={() => setOpen(false)}
        aria-labelledby={titleId}
        className="m-auto h-[calc(100dvh-1rem)] max-h-none w-[min(64rem,calc(100vw-1rem))] max-w-none overflow-hidden rounded-2xl bg-white p-0 shadow-xl backdrop:bg-slate-950/60 sm:h-[calc(100dvh-4rem)]"
      >
        <div className="flex h-full flex-col">
          <header className="flex items-center gap-2 border-b border-slate-200 px-4 py-3">
            <h2 id={titleId} className="min-w-0 flex-1 truncate font-semibold text-ink">
              {file.name}
            </h2>
            <a
              href={fileUrl(file.id)}
              className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-semibold text-accent-700 hover:bg-slate-100"
            >
              <Download className="size-4" aria-hidden="true" /> Download
            </a>
            <button
              type="button"
              onClick={() => dialog.current?.close()}
              className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-100"
            >
              <X className="size-4" aria-hidden="true" /> Close
            </button>
          </header>
          <div className="grid min-h-0 flex-1 grid-rows-[minmax(0,1fr)] place-items-center bg-slate-100">
            {!open ? null : file.contentType === "application/pdf" ? (
              <PdfFrame id={file.id} name={file.name} className="size-full" />
            ) : (
              // eslint-disable-next-line @next/next/no-img-element -- our own API's bytes, not an optimisable asset
              <img src={fileUrl(file.id, "inline")} alt={file.name} className="max-h-full max-w-full object-contain" />
            )}
          </div>
        </div>
      </dialog>
    </>
  );
}
