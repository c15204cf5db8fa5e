"use client";
// A PDF in the browser's own viewer, in a frame of the inline answer (which the server sandboxes). A browser with no
// PDF viewer (most phones) would download it instead, so it is offered the download in words.
import { useSyncExternalStore } from "react";
import { fileUrl } from "./file-urls";

const never = () => () => {};
// On the server, and before hydration, assume a viewer: the frame is what nearly every desktop shows.
const hasViewer = () => navigator.pdfViewerEnabled !== false;

export function PdfFrame({ id, name, className = "" }: { id: string; name: string; className?: string }) {
  const viewer = useSyncExternalStore(never, hasViewer, () => true);
  if (!viewer)
    return (
      <p className="max-w-sm p-6 text-center text-slate-700">
        This browser cannot show PDF files in the page. Use Download to open {name} in your PDF app.
      </p>
    );
  return <iframe src={fileUrl(id, "inline")} title={name} className={`border-0 bg-white ${className}`} />;
}
