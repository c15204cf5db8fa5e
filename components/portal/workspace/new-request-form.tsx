"use client";
// A client's new request: its attachments are uploaded as they are chosen (unlinked, to /api/portal/files: files never
// go through a page's 1 MB body limit), then the request is created with their ids, which claims them; then on to its
// page. A blank title or description is marked before anything is sent; the server checks everything again, and a
// refusal shows its sentence by its field and keeps everything typed; nothing is created half.
import { Button } from "@/components/ui/button";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { createRequestAction } from "@/lib/actions/requests/create";
import { refused } from "@/lib/actions/result";
import { requestPriorities, textLimits, type RequestPriority } from "@/lib/workspace/vocabulary";
import { useAction } from "../use-action";
import { SelectField, TextArea, TextField } from "@/components/ui/field";
import { FormMessage } from "./form-message";
import { AttachmentsField } from "./attachments-field";
import { useAttachments } from "./use-attachments";
import { VocabularySelect } from "./vocabulary-select";

type Props = { projects: { id: string; name: string }[]; basePath: string; initialProjectId?: string };
type RequestFields = { title: string; body: string; priority: RequestPriority; projectId?: string; fileIds: string[] };

/** Sends the request once its title and description are there (the server checks everything again). */
function send(request: RequestFields) {
  const found: Record<string, string> = {};
  if (!request.title.trim()) found.title = "Please give the request a title.";
  if (!request.body.trim()) found.body = "Please say what you need.";
  return Object.keys(found).length > 0 ? Promise.resolve(refused(found)) : createRequestAction(request);
}

export function NewRequestForm({ projects, basePath, initialProjectId = "" }: Props) {
  const router = useRouter();
  const [title, setTitle] = useState("");
  const [body, setBody] = useState("");
  const [priority, setPriority] = useState<RequestPriority>("normal");
  const [projectId, setProjectId] = useState(initialProjectId);
  const attachments = useAttachments();
  const { run, pending, error, fields } = useAction(send, {
    refresh: false,
    onDone: ({ id }) => router.push(`${basePath}/${id}`),
    offline: "Your request could not be sent: the connection failed. Please try again.",
  });

  function submit(event: React.FormEvent) {
    event.preventDefault();
    run({ title, body, priority, fileIds: attachments.ids, ...(projectId ? { projectId } : {}) });
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="view-title"
      className="grid max-w-2xl gap-4 rounded-2xl border border-slate-200 bg-white p-5"
    >
      <TextField
        compact
        id="title"
        label="Title"
        error={fields.title}
        name="title"
        required
        maxLength={textLimits.requestTitle}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
      />
      <TextArea
        compact
        id="body"
        label="What do you need?"
        error={fields.body}
        name="body"
        required
        rows={7}
        maxLength={textLimits.requestBody}
        value={body}
        onChange={(e) => setBody(e.target.value)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <VocabularySelect
          id="priority"
          label="Priority"
          name="priority"
          values={requestPriorities}
          value={priority}
          onChange={setPriority}
          error={fields.priority}
        />
        <SelectField
          compact
          id="projectId"
          label="Project"
          error={fields.projectId}
          name="projectId"
          value={projectId}
          onChange={(e) => setProjectId(e.target.value)}
          placeholder="No particular project"
          options={projects.map((p) => ({ value: p.id, label: p.name }))}
        />
      </div>
      <AttachmentsField attachments={attachments} error={fields.fileIds} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={pending || attachments.busy} variant="primary">
          {pending ? "Sending…" : "Send request"}
        </Button>
        <FormMessage error={error} />
      </div>
    </form>
  );
}
