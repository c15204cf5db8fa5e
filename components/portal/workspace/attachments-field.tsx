// The file picker of a new request or a reply: several files, uploaded when the form is sent.
import { describedBy, Field } from "@/components/ui/field";
import { maxFileBytes } from "@/lib/workspace/vocabulary";

type Props = { onChange: (files: File[]) => void; error?: string };

export function AttachmentsField({ onChange, error }: Props) {
  const field = { id: "fileIds", error };
  const label = (
    <>
      Attachments{" "}
      <span className="font-normal text-slate-600">(optional, up to {maxFileBytes / 1024 / 1024} MB each)</span>
    </>
  );
  return (
    <Field {...field} label={label} compact>
      <input
        id="fileIds"
        type="file"
        name="files"
        multiple
        onChange={(e) => onChange(Array.from(e.target.files ?? []))}
        {...describedBy(field)}
        className="text-sm text-slate-700 file:mr-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:font-semibold"
      />
    </Field>
  );
}
