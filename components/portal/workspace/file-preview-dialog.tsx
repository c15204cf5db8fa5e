"use client";
// The file preview's dialog (file-preview.tsx loads it on the first click): the file's name, a Download link and
// Close over the file itself. It opens as it mounts; closing it (Close, Escape) unmounts it, and the browser gives
// focus back to the button that opened it.
import { useEffect, useId, useRef } from "react";
import { fileUrl } from "./file-urls";
import type { PreviewFile } from "./file-preview";
import { PdfFrame } from "./pdf-frame";
import { PortalIcon } from "@/components/portal/icon";

export default function FilePreviewDialog({ file, onClose }: { file: PreviewFile; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
  }, []);
  return (
    <dialog
      ref={dialog}
      onClose={onClose}
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
            <PortalIcon name="download" className="size-4" /> Download
          </a>
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-100"
          >
            <PortalIcon name="x" className="size-4" /> Close
          </button>
        </header>
        <div className="grid min-h-0 flex-1 grid-rows-[minmax(0,1fr)] place-items-center bg-slate-100">
          {file.contentType === "application/pdf" ? (
            <PdfFrame id={file.id} name={file.name} className="size-full" />
          ) : (
            // eslint-disable-next-line @next/next/no-img-element -- our own API's bytes, not an optimisable asset
            <img src={fileUrl(file.id, "inline")} alt={file.name} className="max-h-full max-w-full object-contain" />
          )}
        </div>
      </div>
    </dialog>
  );
}
