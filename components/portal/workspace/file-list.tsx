// Files of a request or project: each downloads through the API as an attachment; a PDF or an image can also be
// previewed in the page.
import { formatBytes, formatDate } from "@/lib/portal/format";
import type { FileListItem } from "@/lib/workspace/files";
import { FilePreview } from "./file-preview";
import { fileUrl, previewable } from "./file-urls";
import { PortalIcon } from "@/components/portal/icon";

export function FileList({ files }: { files: FileListItem[] }) {
  if (files.length === 0) return <p className="text-sm text-slate-600">No files yet.</p>;
  return (
    <ul className="grid gap-2" aria-label="Files">
      {files.map((f) => (
        <li key={f.id} className="flex min-w-0 items-start gap-2 text-sm">
          <PortalIcon name="paperclip" className="mt-0.5 size-4 shrink-0 text-slate-500" />
          <span className="min-w-0 flex-1">
            <a href={fileUrl(f.id)} className="font-semibold break-all text-accent-700 underline">
              {f.name}
            </a>
            <span className="block text-slate-600">
              {formatBytes(f.size)} · {formatDate(f.createdAt)}
              {f.uploadedBy ? ` · ${f.uploadedBy}` : ""}
            </span>
          </span>
          {previewable(f.contentType) ? (
            <FilePreview
              file={{ id: f.id, name: f.name, contentType: f.contentType }}
              label={`Preview ${f.name}`}
              className="grid size-8 shrink-0 place-items-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-accent-700"
            >
              <PortalIcon name="eye" className="size-4" />
            </FilePreview>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
