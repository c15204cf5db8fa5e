// The in-page chat assistant: greeting, quick replies, timed typing and replies. Runs in the browser only.
import { topics, type Topic } from "./topics";

export type ChatMessage = {
  id: string;
  from: "bot" | "user";
  text: string;
  timestamp: number;
  quickReplies?: string[];
  link?: { label: string; href: string };
};

export type ChatState = { messages: ChatMessage[]; typing: boolean };

export const greeting = "Hello! I'm your AI assistant. How can I help you today?";
export const quickReplies = ["General Inquiry", "Technical Support", "Billing"];
export const quickReplyDelayMs = 1500;
export const typedReplyDelayMs = { min: 2000, max: 3000 };

export const cannedReplies = [
  "Thanks for your message! One of our specialists will get back to you shortly.",
  "Great question. Our team can walk you through the details: would you like to schedule a call?",
  "I can help with that. Could you tell me a little more about what you're looking for?",
  "Thanks for reaching out. You can also call us during business hours, Monday to Friday.",
  "Got it! Meanwhile, feel free to explore our solutions and training pages.",
];

export function quickReplyAnswer(choice: string): string {
  return `You selected ${choice}. How can I help you with that?`;
}

const normalise = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()} `;

/** The topic whose longest phrase appears as whole words in the message, if any. */
export function matchTopic(text: string, list: Topic[] = topics): Topic | undefined {
  const haystack = normalise(text);
  let best: { topic: Topic; length: number } | undefined;
  for (const topic of list) {
    for (const phrase of topic.phrases) {
      const needle = normalise(phrase);
      if (needle.trim() && haystack.includes(needle) && needle.length > (best?.length ?? 0))
        best = { topic, length: needle.length };
    }
  }
  return best?.topic;
}

/** The assistant's reply to a typed message: a page that covers it, or one of the five canned lines. */
export function replyTo(text: string, random: () => number): Pick<ChatMessage, "text" | "link"> {
  const topic = matchTopic(text);
  if (topic) return { text: topic.answer, link: topic.link };
  return { text: cannedReplies[Math.min(cannedReplies.length - 1, Math.floor(random() * cannedReplies.length))]! };
}

export function typedReplyDelay(random: () => number): number {
  return typedReplyDelayMs.min + Math.round(random() * (typedReplyDelayMs.max - typedReplyDelayMs.min));
}

type Options = {
  onChange?: (state: ChatState) => void;
  random?: () => number;
  now?: () => number;
  timers?: { set: (fn: () => void, ms: number) => unknown; clear: (handle: unknown) => void };
};

const defaultTimers = {
  set: (fn: () => void, ms: number) => setTimeout(fn, ms),
  clear: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function createChat({ onChange, random = Math.random, now = Date.now, timers = defaultTimers }: Options = {}) {
  const listeners = new Set<(state: ChatState) => void>(onChange ? [onChange] : []);
  let counter = 0;
  let pending: unknown;
  let state: ChatState = {
    messages: [{ id: "m0", from: "bot", text: greeting, timestamp: now(), quickReplies }],
    typing: false,
  };

  const message = (m: Omit<ChatMessage, "id" | "timestamp">): ChatMessage => ({
    ...m,
    id: `m${++counter}`,
    timestamp: now(),
  });

  function update(next: ChatState) {
    state = next;
    for (const listener of listeners) listener(state);
  }

  function converse(userText: string, reply: () => Pick<ChatMessage, "text" | "link">, delayMs: number): boolean {
    if (state.typing) return false;
    // Quick replies belong to the greeting: once the visitor has spoken they are gone.
    const messages = state.messages.map((m) => (m.quickReplies ? { ...m, quickReplies: undefined } : m));
    update({ messages: [...messages, message({ from: "user", text: userText })], typing: true });
    pending = timers.set(() => {
      pending = undefined;
      update({ messages: [...state.messages, message({ from: "bot", ...reply() })], typing: false });
    }, delayMs);
    return true;
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
    /** Sends typed text; empty or whitespace-only text, or text sent while the assistant types, is ignored. */
    send(text: string): boolean {
      const trimmed = text.trim();
      if (!trimmed) return false;
      return converse(trimmed, () => replyTo(trimmed, random), typedReplyDelay(random));
    },
    chooseQuickReply(choice: string): boolean {
      return converse(choice, () => ({ text: quickReplyAnswer(choice) }), quickReplyDelayMs);
    },
    dispose() {
      if (pending !== undefined) timers.clear(pending);
      pending = undefined;
    },
  };
}
