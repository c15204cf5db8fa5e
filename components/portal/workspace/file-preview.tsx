"use client";
// A file shown in the page, in a dialog with its name, a Download link and Close: an image, or a PDF in the
// browser's own viewer in a frame (pdf-frame.tsx). Both load from `?disposition=inline`, which the server sandboxes.
// The dialog's code (file-preview-dialog.tsx) loads on the first click, so a page of files carries only buttons.
import { lazy, Suspense, useState } from "react";

const FilePreviewDialog = lazy(() => import("./file-preview-dialog"));

export type PreviewFile = { id: string; name: string; contentType: string };

/** `label` names a trigger whose content does not (an icon); otherwise the content is the name. */
type Props = { file: PreviewFile; className?: string; children: React.ReactNode; label?: string };

export function FilePreview({ file, className = "", children, label }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={label}
        aria-haspopup="dialog"
        className={className}
      >
        {children}
      </button>
      {open ? (
        <Suspense>
          <FilePreviewDialog file={file} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
