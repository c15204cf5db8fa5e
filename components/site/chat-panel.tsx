"use client";
// The chat assistant's window: message log, quick replies, typing indicator and input.
import { Bot, SendHorizontal, X } from "lucide-react";
import Link from "next/link";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { IconButton } from "@/components/ui/icon-button";
import { createChat } from "@/lib/chat/engine";
import { site } from "@/lib/site";

export default function ChatPanel({ onClose, open }: { onClose: () => void; open: boolean }) {
  const [chat] = useState(() => createChat());
  const state = useSyncExternalStore(
    chat.subscribe,
    () => chat.state,
    () => chat.state,
  );
  const [draft, setDraft] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);
  const logRef = useRef<HTMLDivElement>(null);

  useEffect(() => () => chat.dispose(), [chat]);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  useEffect(() => {
    logRef.current?.scrollTo({ top: logRef.current.scrollHeight });
  }, [state]);

  // The input is disabled while the assistant types; give focus back once it may be used again.
  const typingNow = state.typing;
  useEffect(() => {
    const active = document.activeElement;
    if (open && !typingNow && (active === document.body || logRef.current?.parentElement?.contains(active)))
      inputRef.current?.focus();
  }, [typingNow, open]);

  const typing = state.typing;

  return (
    <section
      role="dialog"
      aria-label="Chat with the Nexora assistant"
      onKeyDown={(event) => {
        if (event.key === "Escape") onClose();
      }}
      className="chat-surface flex flex-col overflow-hidden"
    >
      {/* A div, not <header>: inside this dialog a header element would count as a second page banner. */}
      <div className="flex items-center gap-3 bg-navy-900 px-4 py-3 text-white">
        <span className="grid size-9 place-items-center rounded-full bg-accent-gradient">
          <Bot className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="leading-tight font-semibold">{site.name} Assistant</p>
          <p className="flex items-center gap-1.5 text-xs text-slate-300">
            <span className="size-2 rounded-full bg-emerald-400" aria-hidden="true" />
            Online · Built by the {site.name} team
          </p>
        </div>
        <IconButton
          icon={X}
          label="Close chat"
          onClick={onClose}
          className="grid size-9 place-items-center rounded-lg hover:bg-white/10"
          iconClassName="size-5"
        />
      </div>
      <div
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-label="Conversation"
        className="flex-1 space-y-3 overflow-y-auto bg-surface px-4 py-4"
      >
        {state.messages.map((m) => (
          <div key={m.id} className={`flex flex-col ${m.from === "user" ? "items-end" : "items-start"}`}>
            <p
              className={`max-w-[85%] rounded-2xl px-3.5 py-2.5 text-[0.9375rem] leading-relaxed ${
                m.from === "user"
                  ? "rounded-br-md bg-accent-600 text-white"
                  : "rounded-bl-md bg-white text-ink ring-1 ring-slate-200"
              }`}
            >
              <span className="sr-only">{m.from === "user" ? "You: " : "Assistant: "}</span>
              {m.text}
              {m.link ? (
                <>
                  {" "}
                  <Link href={m.link.href} className="font-semibold text-accent-700 underline underline-offset-2">
                    {m.link.label} →
                  </Link>
                </>
              ) : null}
            </p>
            {m.quickReplies ? (
              <div className="mt-2 flex flex-wrap gap-2">
                {m.quickReplies.map((choice) => (
                  <button
                    key={choice}
                    type="button"
                    disabled={typing}
                    onClick={() => chat.chooseQuickReply(choice)}
                    className="rounded-full border border-accent-600 bg-white px-3 py-1.5 text-sm font-medium text-accent-700 hover:bg-blue-50 disabled:opacity-50"
                  >
                    {choice}
                  </button>
                ))}
              </div>
            ) : null}
          </div>
        ))}
        {typing ? (
          <div
            className="flex w-fit items-center gap-1.5 rounded-2xl bg-white px-3.5 py-3 ring-1 ring-slate-200"
            data-testid="typing"
          >
            <span className="sr-only">The assistant is typing…</span>
            {[0, 1, 2].map((i) => (
              <span
                key={i}
                className="size-2 animate-bounce rounded-full bg-slate-400"
                style={{ animationDelay: `${i * 150}ms` }}
                aria-hidden="true"
              />
            ))}
          </div>
        ) : null}
      </div>
      <form
        className="flex items-center gap-2 border-t border-slate-200 bg-white p-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (chat.send(draft)) setDraft("");
        }}
      >
        <label htmlFor="chat-input" className="sr-only">
          Your message
        </label>
        <input
          ref={inputRef}
          id="chat-input"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          disabled={typing}
          placeholder={typing ? "The assistant is typing…" : "Type your message…"}
          autoComplete="off"
          maxLength={500}
          className="h-11 min-w-0 flex-1 rounded-xl border border-slate-300 px-3 text-[0.9375rem] focus:border-accent-600 focus:ring-2 focus:ring-accent-600/30 focus:outline-none disabled:bg-slate-50"
        />
        <button
          type="submit"
          disabled={typing || !draft.trim()}
          aria-label="Send message"
          className="grid size-11 shrink-0 place-items-center rounded-xl bg-accent-gradient text-white disabled:opacity-40"
        >
          <SendHorizontal className="size-5" aria-hidden="true" />
        </button>
      </form>
    </section>
  );
}
