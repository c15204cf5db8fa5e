// Files of a request or project: each downloads through the API (as an attachment, never shown inline).
import { Paperclip } from "lucide-react";
import { formatDate } from "@/lib/portal/format";
import type { FileListItem } from "@/lib/workspace/files";

const size = (bytes: number) =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 * 1024
      ? `${Math.round(bytes / 1024)} KB`
      : `${(bytes / 1048576).toFixed(1)} MB`;

export function FileList({ files }: { files: FileListItem[] }) {
  if (files.length === 0) return <p className="text-sm text-slate-600">No files yet.</p>;
  return (
    <ul className="grid gap-2" aria-label="Files">
      {files.map((f) => (
        <li key={f.id} className="flex min-w-0 items-start gap-2 text-sm">
          <Paperclip className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
          <span className="min-w-0">
            <a href={`/api/portal/files/${f.id}`} className="font-semibold break-all text-accent-700 underline">
              {f.name}
            </a>
            <span className="block text-slate-600">
              {size(f.size)} · {formatDate(f.createdAt)}
              {f.uploadedBy ? ` · ${f.uploadedBy}` : ""}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
