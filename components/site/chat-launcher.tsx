"use client";
// The floating chat button. The assistant's code loads only when a visitor first opens it.
import { lazy, Suspense, useRef, useState } from "react";
import { SpriteIcon } from "@/components/ui/sprite-icon";

const ChatPanel = lazy(() => import("./chat-panel"));
const loading = (
  <div role="status" className="chat-surface grid place-items-center text-sm text-slate-600">
    Opening the assistant…
  </div>
);

export function ChatLauncher() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <div className="fixed right-4 bottom-4 z-50 flex flex-col items-end gap-3 sm:right-6 sm:bottom-6">
      {loaded ? (
        <div id="chat-panel" hidden={!open}>
          <Suspense fallback={loading}>
            <ChatPanel onClose={close} open={open} />
          </Suspense>
        </div>
      ) : null}
      <button
        ref={buttonRef}
        type="button"
        onClick={() => {
          setLoaded(true);
          setOpen((o) => !o);
        }}
        // One name in both states, the state in aria-expanded: the chat's own close button is the one "Close chat".
        aria-expanded={open}
        aria-controls={loaded ? "chat-panel" : undefined}
        aria-label="Chat with our assistant"
        className="grid size-14 place-items-center rounded-full bg-accent-gradient text-white shadow-[0_12px_30px_-8px_rgb(37_99_235/0.7)] transition-transform duration-200 hover:scale-105"
      >
        {open ? <SpriteIcon name="x" className="size-6" /> : <SpriteIcon name="message-circle" className="size-6" />}
      </button>
    </div>
  );
}
