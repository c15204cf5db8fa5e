"use client";
// The floating chat button. The assistant's code loads only when a visitor first opens it.
import { MessageCircle, X } from "lucide-react";
import dynamic from "next/dynamic";
import { useRef, useState } from "react";

const ChatPanel = dynamic(() => import("./chat-panel"), {
  ssr: false,
  loading: () => (
    <div role="status" className="chat-surface grid place-items-center text-sm text-slate-600">
      Opening the assistant…
    </div>
  ),
});

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
          <ChatPanel onClose={close} open={open} />
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
        {open ? <X className="size-6" aria-hidden="true" /> : <MessageCircle className="size-6" aria-hidden="true" />}
      </button>
    </div>
  );
}
