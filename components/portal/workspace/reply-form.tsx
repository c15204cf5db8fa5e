"use client";
// Answering on a request: a reply, or for staff an internal note that only staff see. What was typed stays until the
// server has taken it; a refusal shows the server's sentence.
import { Button } from "@/components/ui/button";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { replyAction } from "@/app/(portal)/_actions/requests";
import { textLimits } from "@/lib/workspace/vocabulary";
import { FormMessage, fieldClass, labelClass } from "./form-message";

export function ReplyForm({ requestId, staff }: { requestId: string; staff: boolean }) {
  const router = useRouter();
  const [body, setBody] = useState("");
  const [internal, setInternal] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  function submit(event: React.FormEvent) {
    event.preventDefault();
    setError(null);
    setDone(null);
    startTransition(async () => {
      const result = await replyAction({ requestId, message: { body, internal } });
      if (!result.ok) return setError(result.error);
      setDone(internal ? "Internal note added." : "Reply sent.");
      setBody("");
      setInternal(false);
      router.refresh();
    });
  }

  return (
    <form onSubmit={submit} aria-labelledby="reply-title" className="grid gap-3">
      <h2 id="reply-title" className="text-lg font-semibold text-ink">
        {staff ? "Reply or add a note" : "Reply"}
      </h2>
      <label className={labelClass}>
        Message
        <textarea
          name="body"
          required
          rows={5}
          maxLength={textLimits.messageBody}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          className={`${fieldClass} ${internal ? "border-amber-400 bg-amber-50" : ""}`}
        />
      </label>
      {staff ? (
        <label className="flex items-center gap-2 text-sm font-medium text-amber-900">
          <input
            type="checkbox"
            name="internal"
            checked={internal}
            onChange={(e) => setInternal(e.target.checked)}
            className="size-4 accent-amber-600"
          />
          Internal note — only staff see this
        </label>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={pending} variant="primary">
          {pending ? "Sending…" : internal ? "Add internal note" : "Send reply"}
        </Button>
        <FormMessage error={error} done={done} />
      </div>
    </form>
  );
}
