"use client";
// A PDF in the browser's own viewer, in a frame of the inline answer (which the server sandboxes). A browser with no
// PDF viewer (most phones) would download it instead, so it is offered the download in words. The frame is made when
// its place scrolls into view: the viewer is a heavy page of its own, and below the fold on a phone it would load
// with the page for nothing.
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { fileUrl } from "./file-urls";

const never = () => () => {};
// On the server, and before hydration, assume a viewer: the frame is what nearly every desktop shows.
const hasViewer = () => navigator.pdfViewerEnabled !== false;

/**
 * `bare`: the viewer without its toolbar and page thumbnails (Adobe's open parameters, which Chrome's viewer reads),
 * for a preview beside other content: the toolbar, drawn after the first page, would push the page down inside the
 * frame (a layout shift the page is charged for), and the thumbnails take half a narrow frame.
 */
export function PdfFrame({
  id,
  name,
  bare = false,
  className = "",
}: {
  id: string;
  name: string;
  bare?: boolean;
  className?: string;
}) {
  const viewer = useSyncExternalStore(never, hasViewer, () => true);
  const place = useRef<HTMLDivElement>(null);
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = place.current;
    if (!element) return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      setInView(true);
      observer.disconnect();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  if (!viewer)
    return (
      <p className="max-w-sm p-6 text-center text-slate-700">
        This browser cannot show PDF files in the page. Use Download to open {name} in your PDF app.
      </p>
    );
  if (!inView)
    return (
      <div ref={place} className={`grid place-items-center p-6 text-slate-600 ${className}`}>
        Loading {name}…
      </div>
    );
  const src = fileUrl(id, "inline") + (bare ? "#toolbar=0&navpanes=0" : "");
  return <iframe src={src} title={name} className={`border-0 bg-white ${className}`} />;
}
