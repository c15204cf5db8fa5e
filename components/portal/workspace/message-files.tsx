// The files sent with a message or a request: images as thumbnails and PDFs as chips that open in the page, anything
// else as a download. Thumbnails load lazily from the inline answer; the name is always there as text.
import { formatBytes } from "@/lib/portal/format";
import type { FileRef } from "@/lib/workspace/timeline";
import { FilePreview } from "./file-preview";
import { fileUrl, isImage, previewable } from "./file-urls";
import { PortalIcon } from "@/components/portal/icon";

const chip =
  "inline-flex max-w-full min-w-0 items-center gap-2 rounded-xl border border-slate-200 bg-white px-3 py-2 text-left text-sm";

function FileChip({ file }: { file: FileRef }) {
  const text = (
    <span className="min-w-0">
      <span className="block truncate font-semibold text-accent-700">{file.name}</span>
      <span className="block text-xs text-slate-600">{formatBytes(file.size)}</span>
    </span>
  );
  if (!previewable(file.contentType))
    return (
      <a href={fileUrl(file.id)} className={`${chip} hover:border-blue-300`}>
        <PortalIcon name="paperclip" className="size-4 shrink-0 text-slate-500" />
        {text}
        <PortalIcon name="download" className="size-4 shrink-0 text-slate-500" />
      </a>
    );
  return (
    <FilePreview file={file} className={`${chip} hover:border-blue-300`}>
      <PortalIcon name="file-text" className="size-4 shrink-0 text-slate-500" />
      <span className="sr-only">Preview </span>
      {text}
    </FilePreview>
  );
}

export function MessageFiles({ files }: { files: FileRef[] }) {
  if (files.length === 0) return null;
  const images = files.filter((f) => isImage(f.contentType));
  const others = files.filter((f) => !isImage(f.contentType));
  return (
    <div className="mt-3 grid gap-2">
      {images.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Images">
          {images.map((f) => (
            <li key={f.id}>
              <FilePreview
                file={f}
                label={`Preview ${f.name}`}
                className="block overflow-hidden rounded-xl border border-slate-200 bg-slate-50 hover:border-blue-300"
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- our own API's bytes, not an optimisable asset */}
                <img
                  src={fileUrl(f.id, "inline")}
                  alt=""
                  loading="lazy"
                  width={128}
                  height={96}
                  className="h-24 w-32 object-cover"
                />
                <span className="block max-w-32 truncate px-2 py-1 text-xs text-slate-700">{f.name}</span>
              </FilePreview>
            </li>
          ))}
        </ul>
      ) : null}
      {others.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Files">
          {others.map((f) => (
            <li key={f.id} className="max-w-full min-w-0">
              <FileChip file={f} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
