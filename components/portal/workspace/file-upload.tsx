"use client";
// Adds a file to a request or a project through POST /api/portal/files; the server's sentence shows when it refuses.
import { Button } from "@/components/ui/button";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { FormMessage } from "./form-message";
import { uploadFile, type FileLinkField } from "./uploads";

export function FileUpload({ link }: { link: FileLinkField }) {
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) return setError("Choose a file first.");
    setPending(true);
    setError(null);
    setDone(null);
    const stored = await uploadFile(file, link);
    setPending(false);
    if (!stored.ok) return setError(`${file.name}: ${stored.error}`);
    setDone(`${file.name} uploaded.`);
    if (input.current) input.current.value = "";
    router.refresh();
  }

  return (
    <form onSubmit={submit} className="grid gap-2" aria-label="Upload a file">
      <label className="grid gap-1 text-sm font-medium text-slate-700">
        Add a file
        <input
          ref={input}
          type="file"
          name="file"
          className="text-sm text-slate-700 file:mr-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:font-semibold"
        />
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={pending} variant="secondary" size="sm">
          {pending ? "Uploading…" : "Upload"}
        </Button>
        <FormMessage error={error} done={done} />
      </div>
    </form>
  );
}
