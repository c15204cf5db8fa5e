"use client";
// The files of a new request or a reply: chosen with the picker or dropped on the field, each listed with its state
// (uploading, ready, or the server's sentence) and a Remove button. The list is read out as it changes.
import { useId, useState } from "react";
import { maxFileBytes } from "@/lib/workspace/vocabulary";
import type { Attachment, Attachments } from "./use-attachments";
import { PortalIcon } from "@/components/portal/icon";

type Props = { attachments: Attachments; error?: string };

function State({ item }: { item: Attachment }) {
  if (item.state === "uploading")
    return (
      <span className="inline-flex items-center gap-1 text-slate-600">
        <PortalIcon name="loader-circle" className="size-4 animate-spin motion-reduce:animate-none" /> Uploading…
      </span>
    );
  if (item.state === "ready")
    return (
      <span className="inline-flex items-center gap-1 text-emerald-800">
        <PortalIcon name="circle-check" className="size-4" /> Ready
      </span>
    );
  return (
    <span className="inline-flex items-start gap-1 font-medium text-red-700">
      <PortalIcon name="circle-x" className="mt-0.5 size-4 shrink-0" /> {item.error}
    </span>
  );
}

export function AttachmentsField({ attachments, error }: Props) {
  const id = useId();
  const [over, setOver] = useState(false);
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-2">
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => {
          e.preventDefault();
          setOver(false);
          attachments.add(Array.from(e.dataTransfer.files));
        }}
        className={`flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-dashed px-3 py-3 text-sm ${over ? "border-blue-500 bg-blue-50" : "border-slate-300 bg-slate-50"}`}
      >
        <label
          htmlFor={id}
          className="inline-flex cursor-pointer items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 py-1.5 font-semibold text-ink has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent-500"
        >
          <PortalIcon name="paperclip" className="size-4" /> Attach files
          <input
            id={id}
            type="file"
            multiple
            className="sr-only"
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => {
              attachments.add(Array.from(e.target.files ?? []));
              e.target.value = "";
            }}
          />
        </label>
        <span className="text-slate-600">or drop them here (up to {maxFileBytes / 1024 / 1024} MB each)</span>
      </div>
      <ul aria-live="polite" aria-label="Attached files" className="grid gap-1.5 empty:hidden">
        {attachments.items.map((item) => (
          <li key={item.key} className="flex min-w-0 items-start gap-2 text-sm">
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium text-ink">{item.name}</span>
              <State item={item} />
            </span>
            <button
              type="button"
              onClick={() => attachments.remove(item.key)}
              aria-label={`Remove ${item.name}`}
              className="grid size-8 shrink-0 place-items-center rounded-lg text-slate-600 hover:bg-slate-100"
            >
              <PortalIcon name="x" className="size-4" />
            </button>
          </li>
        ))}
      </ul>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
