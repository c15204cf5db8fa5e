import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  cannedReplies,
  createChat,
  type ChatState,
  greeting,
  matchTopic,
  quickReplies,
  quickReplyAnswer,
  replyTo,
  typedReplyDelay,
} from "@/lib/chat/engine";

describe("chat assistant", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup(random = () => 0) {
    const states: ChatState[] = [];
    const chat = createChat({ onChange: (s) => states.push(s), random, now: () => 1_700_000_000_000 });
    return { chat, states };
  }

  it("opens with the greeting and three quick replies", () => {
    const { chat } = setup();
    expect(chat.state.messages).toHaveLength(1);
    expect(chat.state.messages[0]).toMatchObject({ from: "bot", text: greeting, quickReplies });
    expect(quickReplies).toEqual(["General Inquiry", "Technical Support", "Billing"]);
  });

  it("answers a quick reply after 1.5 s, typing meanwhile", () => {
    const { chat } = setup();
    expect(chat.chooseQuickReply("Billing")).toBe(true);
    expect(chat.state.typing).toBe(true);
    expect(chat.state.messages.at(-1)).toMatchObject({ from: "user", text: "Billing" });
    vi.advanceTimersByTime(1499);
    expect(chat.state.messages).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(chat.state.typing).toBe(false);
    expect(chat.state.messages.at(-1)).toMatchObject({ from: "bot", text: quickReplyAnswer("Billing") });
    expect(quickReplyAnswer("Billing")).toBe("You selected Billing. How can I help you with that?");
  });

  it("removes the quick replies once the visitor has spoken", () => {
    const { chat } = setup();
    chat.send("hello there");
    expect(chat.state.messages[0]!.quickReplies).toBeUndefined();
  });

  it("answers typed text after 2 to 3 seconds with one of the five canned lines", () => {
    const { chat } = setup(() => 0.5);
    chat.send("  hello there  ");
    expect(chat.state.messages.at(-1)).toMatchObject({ from: "user", text: "hello there" });
    vi.advanceTimersByTime(2499);
    expect(chat.state.typing).toBe(true);
    vi.advanceTimersByTime(1);
    expect(chat.state.typing).toBe(false);
    expect(cannedReplies).toHaveLength(5);
    expect(chat.state.messages.at(-1)).toMatchObject({ from: "bot", text: cannedReplies[2] });
  });

  it("keeps the typed-reply delay between 2 and 3 seconds", () => {
    expect(typedReplyDelay(() => 0)).toBe(2000);
    expect(typedReplyDelay(() => 0.999999)).toBe(3000);
    expect(replyTo("hello", () => 0.9999).text).toBe(cannedReplies[4]);
  });

  it("ignores empty and whitespace-only messages", () => {
    const { chat, states } = setup();
    expect(chat.send("")).toBe(false);
    expect(chat.send("   \n ")).toBe(false);
    expect(states).toHaveLength(0);
    expect(chat.state.messages).toHaveLength(1);
  });

  it("refuses to send while the assistant is typing", () => {
    const { chat } = setup();
    chat.send("first question");
    expect(chat.send("second question")).toBe(false);
    expect(chat.chooseQuickReply("Billing")).toBe(false);
    expect(chat.state.messages.filter((m) => m.from === "user")).toHaveLength(1);
  });

  it("links to the page that covers what the visitor names", () => {
    expect(replyTo("How much does a website cost?", Math.random).link).toEqual({
      label: "Get a quote",
      href: "/quote",
    });
    expect(replyTo("Do you teach robotics for kids?", Math.random).link?.href).toBe("/training/robotics-programming");
    expect(replyTo("We need help with our AWS migration", Math.random).link?.href).toBe("/cloud-computing");
    expect(replyTo("what is your phone number", Math.random).link?.href).toBe("/contact");
    expect(replyTo("Tell me about the Data Science & Analytics course", Math.random).link?.href).toBe(
      "/training/data-science-analytics",
    );
  });

  it("matches whole words only", () => {
    // "maintain" must not match "ai", "rain" must not match "ai".
    expect(matchTopic("the rain in spain")).toBeUndefined();
  });

  it("stops a pending reply when disposed", () => {
    const { chat } = setup();
    chat.send("hello");
    chat.dispose();
    vi.advanceTimersByTime(5000);
    expect(chat.state.messages.at(-1)!.from).toBe("user");
  });
});
