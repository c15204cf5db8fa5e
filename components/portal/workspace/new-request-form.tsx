"use client";
// A client's new request: its attachments are uploaded first (unlinked, to /api/portal/files: files never go through
// a page's 1 MB body limit), then the request is created with their ids, which claims them; then on to its page. A
// refusal shows the server's sentence by its field and keeps everything typed; nothing is created half.
import { Button } from "@/components/ui/button";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { createRequestAction } from "@/lib/actions/requests/create";
import { requestPriorities, textLimits, type RequestPriority } from "@/lib/workspace/vocabulary";
import { useAction } from "../use-action";
import { fieldClass, labelClass, textareaClass } from "@/components/ui/field";
import { FormMessage } from "./form-message";
import { AttachmentsField } from "./attachments-field";
import { withUploads } from "./uploads";
import { VocabularySelect } from "./vocabulary-select";

type Props = { projects: { id: string; name: string }[]; basePath: string; initialProjectId?: string };
type RequestFields = { title: string; body: string; priority: RequestPriority; projectId?: string };

export function NewRequestForm({ projects, basePath, initialProjectId = "" }: Props) {
  const router = useRouter();
  const [title, setTitle] = useState("");
  const [body, setBody] = useState("");
  const [priority, setPriority] = useState<RequestPriority>("normal");
  const [projectId, setProjectId] = useState(initialProjectId);
  const [files, setFiles] = useState<File[]>([]);
  const { run, pending, error, fields } = useAction(
    (request: RequestFields) => withUploads(files, (fileIds) => createRequestAction({ ...request, fileIds })),
    {
      refresh: false,
      onDone: ({ id }) => router.push(`${basePath}/${id}`),
      offline: "Your request could not be sent: the connection failed. Please try again.",
    },
  );

  function submit(event: React.FormEvent) {
    event.preventDefault();
    run({ title, body, priority, ...(projectId ? { projectId } : {}) });
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
          className={fieldClass}
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
          className={textareaClass}
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
          className={fieldClass}
        >
          {hint("priority")}
        </VocabularySelect>
        <label className={labelClass}>
          Project
          <select
            name="projectId"
            value={projectId}
            onChange={(e) => setProjectId(e.target.value)}
            className={fieldClass}
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
      <AttachmentsField onChange={setFiles} error={fields.fileIds} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={pending} variant="primary">
          {pending ? "Sending…" : "Send request"}
        </Button>
        <FormMessage error={error} />
      </div>
    </form>
  );
}
