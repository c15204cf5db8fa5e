"use client";
// Answering on a request: a reply (with files, uploaded as they are chosen and claimed by the reply), or for staff an
// internal note that only staff see (and that takes no files). What was typed stays until the server has taken it; a
// refusal shows its sentence.
import { Button } from "@/components/ui/button";
import { useState } from "react";
import { replyAction } from "@/lib/actions/requests/reply";
import { textLimits } from "@/lib/workspace/vocabulary";
import { useAction } from "../use-action";
import { AttachmentsField } from "./attachments-field";
import { TextArea } from "@/components/ui/field";
import { FormMessage } from "./form-message";
import { useAttachments } from "./use-attachments";

export function ReplyForm({ requestId, staff }: { requestId: string; staff: boolean }) {
  const [body, setBody] = useState("");
  const [internal, setInternal] = useState(false);
  const attachments = useAttachments();
  const { run, pending, error, fields, done } = useAction(
    (message: { body: string; internal: boolean; fileIds: string[] }) => replyAction(requestId, message),
    {
      onDone: () => {
        setBody("");
        setInternal(false);
        attachments.reset();
      },
    },
  );

  function submit(event: React.FormEvent) {
    event.preventDefault();
    run(
      { body, internal, fileIds: internal ? [] : attachments.ids },
      internal ? "Internal note added." : "Reply sent.",
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="reply-title" className="grid gap-3">
      <h2 id="reply-title" className="text-lg font-semibold text-ink">
        {staff ? "Reply or add a note" : "Reply"}
      </h2>
      <TextArea
        compact
        id="reply-body"
        label="Message"
        name="body"
        required
        rows={5}
        maxLength={textLimits.messageBody}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        error={fields.body}
        className={internal ? "border-amber-400 bg-amber-50" : ""}
      />
      {internal ? null : <AttachmentsField attachments={attachments} error={fields.fileIds} />}
      {staff ? (
        <label className="flex items-center gap-2 text-sm font-medium text-amber-900">
          <input
            type="checkbox"
            name="internal"
            checked={internal}
            onChange={(e) => setInternal(e.target.checked)}
            className="size-4 accent-amber-600"
          />
          Internal note — only Nexora staff see this
        </label>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={pending || (!internal && attachments.busy)} variant="primary">
          {pending ? "Sending…" : internal ? "Add internal note" : "Send reply"}
        </Button>
        <FormMessage error={error} done={done} />
      </div>
    </form>
  );
}
