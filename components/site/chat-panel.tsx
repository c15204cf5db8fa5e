"use client";
// The chat assistant's window: the conversation (answers as text with their source pages), quick replies, the
// handoff form inline, and the input. Loaded only when the visitor first opens the chat.
import Link from "next/link";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { IconButton } from "@/components/ui/icon-button";
import { createChat, limits, type HandoffState } from "@/lib/chat/engine";
import { site } from "@/lib/site";
import { SpriteIcon } from "@/components/ui/sprite-icon";

type Chat = ReturnType<typeof createChat>;

const field =
  "h-10 w-full rounded-lg border border-slate-300 px-3 text-[0.9375rem] focus:border-accent-600 focus:ring-2 focus:ring-accent-600/30 focus:outline-none";

/** Name, e-mail, optional phone and message: the conversation goes with them to our team. */
function HandoffForm({ chat, handoff }: { chat: Chat; handoff: HandoffState }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const sent = handoff.step === "sent";
  // Opened, the form's first field takes focus: the visitor asked to write to a person.
  useEffect(() => {
    nameRef.current?.focus();
  }, []);
  // The confirmation takes focus, so it is read out and not lost when the form it replaces disappears.
  useEffect(() => {
    if (sent) headingRef.current?.focus();
  }, [sent]);

  if (handoff.step === "sent")
    return (
      <div className="rounded-2xl bg-emerald-50 p-4 text-[0.9375rem] text-ink ring-1 ring-emerald-200" role="status">
        <h3 ref={headingRef} tabIndex={-1} className="font-semibold focus:outline-none">
          Thank you, {handoff.name}. Your message is with our team.
        </h3>
        <p className="mt-1">We will reply by {handoff.replyBy}.</p>
        <button
          type="button"
          onClick={() => chat.closeHandoff()}
          className="mt-2 text-sm font-semibold text-accent-700 underline underline-offset-2"
        >
          Back to the assistant
        </button>
      </div>
    );
  const error = handoff.step === "open" ? handoff.error : undefined;
  const fieldError = (name: string) => (handoff.step === "open" ? handoff.fields?.[name] : undefined);
  return (
    <form
      noValidate
      aria-labelledby="handoff-title"
      className="space-y-2 rounded-2xl bg-white p-4 ring-1 ring-slate-200"
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        const text = (name: string) => String(data.get(name) ?? "");
        void chat.sendHandoff({
          name: text("name"),
          email: text("email"),
          phone: text("phone") || undefined,
          message: text("message") || undefined,
        });
      }}
    >
      <h3 id="handoff-title" className="font-semibold text-ink">
        Leave a message for a person
      </h3>
      <p className="text-sm text-slate-600">
        Our team replies in office hours ({site.businessHours.display}). This conversation is sent with your message.
      </p>
      {(
        [
          ["name", "Your name", "text", "name", true],
          ["email", "E-mail", "email", "email", true],
          ["phone", "Phone (optional)", "tel", "tel", false],
        ] as const
      ).map(([name, label, type, autoComplete, required]) => (
        <div key={name}>
          <label htmlFor={`handoff-${name}`} className="text-sm font-medium text-ink">
            {label}
          </label>
          <input
            ref={name === "name" ? nameRef : undefined}
            id={`handoff-${name}`}
            name={name}
            type={type}
            autoComplete={autoComplete}
            required={required}
            maxLength={name === "email" ? 254 : 100}
            aria-invalid={fieldError(name) ? true : undefined}
            aria-describedby={fieldError(name) ? `handoff-${name}-error` : undefined}
            className={field}
          />
          {fieldError(name) ? (
            <p id={`handoff-${name}-error`} className="text-sm text-red-700">
              {fieldError(name)}
            </p>
          ) : null}
        </div>
      ))}
      <div>
        <label htmlFor="handoff-message" className="text-sm font-medium text-ink">
          Message (optional)
        </label>
        <textarea
          id="handoff-message"
          name="message"
          rows={2}
          maxLength={limits.characters}
          className={`${field} h-auto py-2`}
        />
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex items-center gap-3">
        <button
          type="submit"
          disabled={handoff.step === "sending"}
          className="h-10 rounded-lg bg-accent-gradient px-4 font-semibold text-white disabled:opacity-50"
        >
          {handoff.step === "sending" ? "Sending…" : "Send to our team"}
        </button>
        <button type="button" onClick={() => chat.closeHandoff()} className="text-sm font-semibold text-slate-700">
          Cancel
        </button>
      </div>
    </form>
  );
}

/** The space kept above the last question when an answer is longer than the conversation's height (its padding). */
const questionMargin = 16;

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

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  // Follow the conversation down, but no further than its last question at the top: a long answer is read from its
  // start as it comes. The handoff form, below the conversation, is scrolled to.
  const handoffOpen = state.handoff.step !== "closed";
  useEffect(() => {
    const log = logRef.current;
    if (!log) return;
    const bottom = log.scrollHeight - log.clientHeight;
    const question = handoffOpen ? undefined : [...log.querySelectorAll<HTMLElement>("[data-from=user]")].at(-1);
    log.scrollTo({ top: question ? Math.min(bottom, question.offsetTop - questionMargin) : bottom });
  }, [state, handoffOpen]);

  // The input is disabled while an answer comes; give focus back once it may be used again.
  const typing = state.typing;
  useEffect(() => {
    const active = document.activeElement;
    if (open && !typing && (active === document.body || logRef.current?.parentElement?.contains(active)))
      if (!logRef.current?.contains(active)) inputRef.current?.focus();
  }, [typing, open]);

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
          <SpriteIcon name="bot" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="leading-tight font-semibold">{site.name} Assistant</p>
          <p className="text-xs text-slate-300">Answers from this website, with its pages</p>
        </div>
        <IconButton
          icon="x"
          label="Close chat"
          onClick={onClose}
          className="grid size-9 place-items-center rounded-lg hover:bg-white/10"
          iconClassName="size-5"
        />
      </div>
      <div ref={logRef} className="relative flex-1 space-y-3 overflow-y-auto bg-surface px-4 py-4">
        <div role="log" aria-live="polite" aria-label="Conversation" className="space-y-3">
          {state.messages.map((m, index) => (
            <div
              key={m.id}
              data-from={m.from}
              className={`flex flex-col ${m.from === "user" ? "items-end" : "items-start"}`}
            >
              {m.text ? (
                <div
                  className={`max-w-[85%] rounded-2xl px-3.5 py-2.5 text-[0.9375rem] leading-relaxed break-words whitespace-pre-line ${
                    m.from === "user"
                      ? "rounded-br-md bg-accent-600 text-white"
                      : "rounded-bl-md bg-white text-ink ring-1 ring-slate-200"
                  }`}
                >
                  <p>
                    <span className="sr-only">{m.from === "user" ? "You: " : "Assistant: "}</span>
                    {m.text}
                  </p>
                  {m.sources?.length ? (
                    <p className="mt-2 border-t border-slate-100 pt-2 text-sm">
                      <span className="text-slate-600">{m.sources.length > 1 ? "Sources: " : "Source: "}</span>
                      {m.sources.map((s, i) => (
                        <span key={s.href}>
                          {i > 0 ? " · " : null}
                          <Link href={s.href} className="font-semibold text-accent-700 underline underline-offset-2">
                            {s.title}
                          </Link>
                        </span>
                      ))}
                    </p>
                  ) : null}
                </div>
              ) : null}
              {m.handoff && !handoffOpen && index === state.messages.length - 1 && !typing ? (
                <button
                  type="button"
                  onClick={() => chat.openHandoff()}
                  className="mt-2 inline-flex items-center gap-1.5 rounded-full border border-accent-600 bg-white px-3 py-1.5 text-sm font-medium text-accent-700 hover:bg-blue-50"
                >
                  <SpriteIcon name="user-round" className="size-4" /> Leave a message for a person
                </button>
              ) : null}
              {m.quickReplies ? (
                <div className="mt-2 flex flex-wrap gap-2">
                  {m.quickReplies.map((choice) => (
                    <button
                      key={choice.label}
                      type="button"
                      disabled={typing}
                      onClick={() => void chat.chooseQuickReply(choice)}
                      className="rounded-full border border-accent-600 bg-white px-3 py-1.5 text-sm font-medium text-accent-700 hover:bg-blue-50 disabled:opacity-50"
                    >
                      {choice.label}
                    </button>
                  ))}
                </div>
              ) : null}
            </div>
          ))}
          {typing && !state.messages.at(-1)?.text ? (
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
        {handoffOpen ? <HandoffForm chat={chat} handoff={state.handoff} /> : null}
      </div>
      <form
        className="flex items-center gap-2 border-t border-slate-200 bg-white p-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (draft.trim() && !typing) {
            void chat.send(draft);
            setDraft("");
          }
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
          placeholder={typing ? "The assistant is answering…" : "Ask about a course, a service, our offices…"}
          autoComplete="off"
          maxLength={limits.characters}
          className="h-11 min-w-0 flex-1 rounded-xl border border-slate-300 px-3 text-[0.9375rem] focus:border-accent-600 focus:ring-2 focus:ring-accent-600/30 focus:outline-none disabled:bg-slate-50"
        />
        <button
          type="submit"
          disabled={typing || !draft.trim()}
          aria-label="Send message"
          className="grid size-11 shrink-0 place-items-center rounded-xl bg-accent-gradient text-white disabled:opacity-40"
        >
          <SpriteIcon name="send-horizontal" className="size-5" />
        </button>
      </form>
    </section>
  );
}
