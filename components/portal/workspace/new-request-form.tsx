"use client";
// A client's new request: posted as JSON to /api/portal/requests, then each attachment to /api/portal/files with the
// new request's id (files never go through a page's 1 MB body limit), then on to the request's page. A refusal
// shows the server's sentence by its field and keeps everything typed.
import { Button, ButtonLink } from "@/components/ui/button";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { requestPriorities, textLimits, type RequestPriority } from "@/lib/workspace/vocabulary";
import { uploadFile } from "./file-upload";
import { FormMessage, fieldClass, labelClass } from "./form-message";
import { VocabularySelect } from "./vocabulary-select";

type Props = { projects: { id: string; name: string }[]; basePath: string; initialProjectId?: string };

export function NewRequestForm({ projects, basePath, initialProjectId = "" }: Props) {
  const router = useRouter();
  const [title, setTitle] = useState("");
  const [body, setBody] = useState("");
  const [priority, setPriority] = useState<RequestPriority>("normal");
  const [projectId, setProjectId] = useState(initialProjectId);
  const [files, setFiles] = useState<File[]>([]);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // Set once the request exists but an attachment was refused: the form must not create it a second time.
  const [created, setCreated] = useState<string | null>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setPending(true);
    setError(null);
    setFields({});
    let id: string;
    try {
      const response = await fetch("/api/portal/requests", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ title, body, priority, ...(projectId ? { projectId } : {}) }),
      });
      const answer = (await response.json().catch(() => ({}))) as {
        id?: string;
        error?: string;
        fields?: Record<string, string>;
      };
      if (!response.ok || !answer.id) {
        setFields(answer.fields ?? {});
        setError(answer.error ?? "Your request could not be sent. Please try again.");
        return setPending(false);
      }
      id = answer.id;
    } catch {
      setError("Your request could not be sent: the connection failed. Please try again.");
      return setPending(false);
    }
    const refusals: string[] = [];
    for (const file of files) {
      const refusal = await uploadFile(file, { requestId: id });
      if (refusal) refusals.push(`${file.name}: ${refusal}`);
    }
    if (refusals.length > 0) {
      // The request exists: say which files are missing and let them be added on its page.
      setError(`Your request was sent, but ${refusals.join(" ")} You can add files on the request's page.`);
      setCreated(id);
      return setPending(false);
    }
    router.push(`${basePath}/${id}`);
  }

  const hint = (name: string) =>
    fields[name] ? (
      <span id={`${name}-error`} className="text-sm font-medium text-red-700">
        {fields[name]}
      </span>
    ) : null;

  return (
    <form
      onSubmit={submit}
      aria-labelledby="view-title"
      className="grid max-w-2xl gap-4 rounded-2xl border border-slate-200 bg-white p-5"
    >
      <label className={labelClass}>
        Title
        <input
          name="title"
          required
          maxLength={textLimits.requestTitle}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          aria-invalid={Boolean(fields.title)}
          aria-describedby={fields.title ? "title-error" : undefined}
          className={`${fieldClass} h-11`}
        />
        {hint("title")}
      </label>
      <label className={labelClass}>
        What do you need?
        <textarea
          name="body"
          required
          rows={7}
          maxLength={textLimits.requestBody}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          aria-invalid={Boolean(fields.body)}
          aria-describedby={fields.body ? "body-error" : undefined}
          className={fieldClass}
        />
        {hint("body")}
      </label>
      <div className="grid gap-4 sm:grid-cols-2">
        <VocabularySelect
          label="Priority"
          name="priority"
          values={requestPriorities}
          value={priority}
          onChange={setPriority}
          className={`${fieldClass} h-11`}
        >
          {hint("priority")}
        </VocabularySelect>
        <label className={labelClass}>
          Project
          <select
            name="projectId"
            value={projectId}
            onChange={(e) => setProjectId(e.target.value)}
            className={`${fieldClass} h-11`}
          >
            <option value="">No particular project</option>
            {projects.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
          {hint("projectId")}
        </label>
      </div>
      <label className={labelClass}>
        Attachments <span className="font-normal text-slate-600">(optional, up to 10 MB each)</span>
        <input
          type="file"
          name="files"
          multiple
          onChange={(e) => setFiles(Array.from(e.target.files ?? []))}
          className="text-sm text-slate-700 file:mr-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:font-semibold"
        />
      </label>
      <div className="flex flex-wrap items-center gap-3">
        {created ? (
          <ButtonLink href={`${basePath}/${created}`}>Open the request</ButtonLink>
        ) : (
          <Button type="submit" disabled={pending} variant="primary">
            {pending ? "Sending…" : "Send request"}
          </Button>
        )}
        <FormMessage error={error} />
      </div>
    </form>
  );
}
