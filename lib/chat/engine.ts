// The chat panel's state in the browser: the conversation, each answer streamed from POST /api/assistant with its
// sources, quick replies that ask a real question or open the handoff, and the handoff to a person
// (POST /api/assistant/handoff). Answers are kept as text; the panel renders them as text, never HTML.
import { formatIst, promiseFormat } from "../workspace/service-levels";

export type Source = { title: string; href: string };
export type ChatMessage = {
  id: string;
  from: "bot" | "user";
  text: string;
  sources?: Source[];
  /** The answer offers a person: the panel shows the handoff button under it. */
  handoff?: boolean;
  quickReplies?: QuickReply[];
};
export type QuickReply = { label: string; ask?: string; handoff?: true };
export type HandoffState =
  | { step: "closed" }
  | { step: "open"; error?: string; fields?: Record<string, string> }
  | { step: "sending" }
  | { step: "sent"; name: string; replyBy: string };
export type ChatState = { messages: ChatMessage[]; typing: boolean; handoff: HandoffState };
export type HandoffFields = { name: string; email: string; phone?: string; message?: string };

export const greeting =
  "Hello! I'm the Nexora assistant. I answer from this website's pages, with links to them, and I can pass your question to a person.";
export const quickReplies: QuickReply[] = [
  { label: "Course fees", ask: "What do your courses cost?" },
  { label: "Our services", ask: "What services do you offer?" },
  { label: "Office hours", ask: "What are your office hours?" },
  { label: "Talk to a person", handoff: true },
];
export const failedAnswer =
  "Sorry, I could not answer just now. Please try again, or leave a message and a person from our team will reply.";
export const limits = { messages: 20, characters: 2000 } as const;

/** "Tue 25 Nov, 12:30 IST", and the same instant in the visitor's own zone when theirs is not India's. */
export function replyByText(iso: string, timeZone?: string): string {
  const at = new Date(iso);
  const ist = formatIst(at);
  if (!timeZone || timeZone === "Asia/Kolkata" || timeZone === "Asia/Calcutta") return ist;
  const local = new Intl.DateTimeFormat("en-GB", { timeZone, timeZoneName: "short", ...promiseFormat }).format(at);
  return `${ist} (${local} your time)`;
}

/** Reads a text/event-stream body: calls `on` with each event's name and parsed data. */
export async function readEvents(body: ReadableStream<Uint8Array>, on: (event: string, data: unknown) => void) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf("\n\n")) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? "message";
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (data !== undefined) on(event, JSON.parse(data));
    }
  }
}

type Options = {
  fetcher?: typeof fetch;
  onChange?: (state: ChatState) => void;
  newKey?: () => string;
  timeZone?: () => string | undefined;
};

export function createChat({
  fetcher = (...args) => fetch(...args),
  onChange,
  newKey = () => crypto.randomUUID(),
  timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone,
}: Options = {}) {
  const listeners = new Set<(state: ChatState) => void>(onChange ? [onChange] : []);
  let counter = 0;
  let handoffKey = newKey();
  let state: ChatState = {
    messages: [{ id: "m0", from: "bot", text: greeting, quickReplies }],
    typing: false,
    handoff: { step: "closed" },
  };

  function update(next: Partial<ChatState>) {
    state = { ...state, ...next };
    for (const listener of listeners) listener(state);
  }
  const patchLast = (patch: Partial<ChatMessage>) =>
    update({ messages: state.messages.map((m, i) => (i === state.messages.length - 1 ? { ...m, ...patch } : m)) });

  /** The conversation as the API takes it: the greeting left out, the last 20 messages. */
  const transcript = () =>
    state.messages
      .slice(1)
      .filter((m) => m.text.trim())
      .map((m) => ({ role: m.from === "user" ? "user" : "assistant", content: m.text.slice(0, limits.characters) }))
      .slice(-limits.messages);

  async function ask(text: string): Promise<boolean> {
    const question = text.trim().slice(0, limits.characters);
    if (!question || state.typing) return false;
    // Quick replies belong to the greeting: once the visitor has spoken they are gone.
    const messages = state.messages.map((m) => (m.quickReplies ? { ...m, quickReplies: undefined } : m));
    update({ messages: [...messages, { id: `m${++counter}`, from: "user", text: question }], typing: true });
    const conversation = transcript();
    update({ messages: [...state.messages, { id: `m${++counter}`, from: "bot", text: "" }] });
    try {
      const response = await fetcher("/api/assistant", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
        body: JSON.stringify({ messages: conversation }),
      });
      if (!response.ok || !response.body) {
        const body = (await response.json().catch(() => ({}))) as { error?: string };
        throw new Error(body.error ?? failedAnswer);
      }
      let streamed = "";
      let finished = false;
      await readEvents(response.body, (event, data) => {
        if (event === "delta") {
          streamed += (data as { text: string }).text;
          patchLast({ text: streamed });
        } else if (event === "done") {
          const reply = data as { answer: string; sources: Source[]; handoff: boolean };
          finished = true;
          patchLast({ text: reply.answer, sources: reply.sources, handoff: reply.handoff });
        }
      });
      if (!finished) throw new Error(failedAnswer);
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : failedAnswer;
      patchLast({ text: message === "Failed to fetch" ? failedAnswer : message, sources: [], handoff: true });
    }
    update({ typing: false });
    return true;
  }

  async function sendHandoff(fields: HandoffFields): Promise<boolean> {
    if (state.handoff.step === "sending" || state.handoff.step === "sent") return false;
    update({ handoff: { step: "sending" } });
    try {
      const response = await fetcher("/api/assistant/handoff", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ ...fields, transcript: transcript(), idempotencyKey: handoffKey }),
      });
      const body = (await response.json().catch(() => ({}))) as {
        replyBy?: string;
        error?: string;
        fields?: Record<string, string>;
      };
      if (!response.ok || !body.replyBy) {
        update({ handoff: { step: "open", error: body.error ?? failedAnswer, fields: body.fields } });
        return false;
      }
      update({ handoff: { step: "sent", name: fields.name.trim(), replyBy: replyByText(body.replyBy, timeZone()) } });
      return true;
    } catch {
      update({
        handoff: { step: "open", error: "Your message could not be sent. Please check your connection and try again." },
      });
      return false;
    }
  }

  return {
    get state() {
      return state;
    },
    /** For useSyncExternalStore: returns the unsubscribe function. */
    subscribe(listener: (state: ChatState) => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    /** Sends typed text; empty text, or text sent while an answer is on its way, is ignored. */
    send: ask,
    chooseQuickReply(choice: QuickReply): Promise<boolean> | boolean {
      if (choice.handoff) {
        this.openHandoff();
        return true;
      }
      return ask(choice.ask ?? choice.label);
    },
    openHandoff() {
      if (state.handoff.step === "closed") update({ handoff: { step: "open" } });
    },
    closeHandoff() {
      if (state.handoff.step === "open") update({ handoff: { step: "closed" } });
      if (state.handoff.step === "sent") {
        handoffKey = newKey();
        update({ handoff: { step: "closed" } });
      }
    },
    sendHandoff,
  };
}
