"use client";
// The files a new request or a reply brings: each is uploaded as soon as it is chosen (unlinked; the request or reply
// claims it by id), so a refused file shows its sentence at once, beside its name, and can be removed before sending.
import { useRef, useState } from "react";
import { uploadFile } from "./uploads";

export type Attachment = {
  key: number;
  name: string;
  state: "uploading" | "ready" | "failed";
  id?: string;
  error?: string;
};

export type Attachments = ReturnType<typeof useAttachments>;

export function useAttachments() {
  const [items, setItems] = useState<Attachment[]>([]);
  const nextKey = useRef(0);

  const update = (key: number, change: Partial<Attachment>) =>
    setItems((all) => all.map((item) => (item.key === key ? { ...item, ...change } : item)));

  function add(files: Iterable<File>) {
    for (const file of files) {
      const key = (nextKey.current += 1);
      setItems((all) => [...all, { key, name: file.name, state: "uploading" }]);
      void uploadFile(file).then((stored) =>
        update(key, stored.ok ? { state: "ready", id: stored.id } : { state: "failed", error: stored.error }),
      );
    }
  }

  return {
    items,
    add,
    /** Taken off the list; the upload, claimed by nothing, is swept by the server after a day. */
    remove: (key: number) => setItems((all) => all.filter((item) => item.key !== key)),
    reset: () => setItems([]),
    /** The ids to send: the files that uploaded. */
    ids: items.flatMap((item) => (item.state === "ready" && item.id ? [item.id] : [])),
    busy: items.some((item) => item.state === "uploading"),
    failed: items.some((item) => item.state === "failed"),
  };
}
