// The file picker of a new request or a reply: several files, uploaded when the form is sent.
import { maxFileBytes } from "@/lib/workspace/vocabulary";
import { labelClass } from "@/components/ui/field";

type Props = { onChange: (files: File[]) => void; error?: string };

export function AttachmentsField({ onChange, error }: Props) {
  return (
    <label className={labelClass}>
      Attachments{" "}
      <span className="font-normal text-slate-600">(optional, up to {maxFileBytes / 1024 / 1024} MB each)</span>
      <input
        type="file"
        name="files"
        multiple
        onChange={(e) => onChange(Array.from(e.target.files ?? []))}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? "fileIds-error" : undefined}
        className="text-sm text-slate-700 file:mr-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:font-semibold"
      />
      {error ? (
        <span id="fileIds-error" className="text-sm font-medium text-red-700">
          {error}
        </span>
      ) : null}
    </label>
  );
}
