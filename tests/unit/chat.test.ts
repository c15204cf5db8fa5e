// The chat panel's state: streamed answers with sources, quick replies, failures offering a person, the handoff.
import { describe, expect, it } from "vitest";
import { createChat, failedAnswer, greeting, quickReplies, replyByText } from "@/lib/chat/engine";

const sse = (events: [string, unknown][]) =>
  new Response(events.map(([e, d]) => `event: ${e}\ndata: ${JSON.stringify(d)}\n\n`).join(""), {
    headers: { "Content-Type": "text/event-stream" },
  });

function fakeFetch(answer: (url: string, body: unknown) => Response) {
  const calls: { url: string; body: unknown }[] = [];
  const fetcher = (async (url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as unknown;
    calls.push({ url, body });
    return answer(url, body);
  }) as unknown as typeof fetch;
  return { calls, fetcher };
}

describe("chat panel state", () => {
  it("opens with the greeting and quick replies that ask a question or open the handoff", () => {
    const chat = createChat({ fetcher: fakeFetch(() => new Response()).fetcher });
    expect(chat.state.messages).toEqual([{ id: "m0", from: "bot", text: greeting, quickReplies }]);
    expect(quickReplies.every((q) => q.ask || q.handoff)).toBe(true);
    chat.chooseQuickReply(quickReplies.find((q) => q.handoff)!);
    expect(chat.state.handoff).toEqual({ step: "open" });
  });

  it("streams an answer in pieces, then keeps the final text, sources and handoff flag", async () => {
    const { calls, fetcher } = fakeFetch(() =>
      sse([
        ["delta", { text: "The fee is " }],
        ["delta", { text: "₹65,000." }],
        [
          "done",
          {
            answer: "The fee is ₹65,000 to ₹85,000 [1].",
            sources: [{ title: "Bootcamp", href: "/b" }],
            handoff: false,
          },
        ],
      ]),
    );
    const seen: string[] = [];
    const chat = createChat({ fetcher, onChange: (s) => seen.push(s.messages.at(-1)!.text) });
    await chat.send("  How much is the bootcamp?  ");
    expect(seen).toContain("The fee is ");
    expect(chat.state.typing).toBe(false);
    expect(chat.state.messages.at(-1)).toMatchObject({
      from: "bot",
      text: "The fee is ₹65,000 to ₹85,000 [1].",
      sources: [{ title: "Bootcamp", href: "/b" }],
      handoff: false,
    });
    // The greeting is not sent, the quick replies are gone once the visitor has spoken.
    expect(calls[0]).toEqual({
      url: "/api/assistant",
      body: { messages: [{ role: "user", content: "How much is the bootcamp?" }] },
    });
    expect(chat.state.messages[0]!.quickReplies).toBeUndefined();
    // The next question carries the conversation.
    await chat.send("how long is it?");
    expect((calls[1]!.body as { messages: unknown[] }).messages).toHaveLength(3);
    expect(await chat.send("   ")).toBe(false);
  });

  it("says so and offers a person when the assistant cannot answer", async () => {
    const chat = createChat({ fetcher: fakeFetch(() => new Response("oops", { status: 502 })).fetcher });
    await chat.send("hello?");
    expect(chat.state.messages.at(-1)).toMatchObject({ text: failedAnswer, handoff: true });
    const limited = createChat({
      fetcher: fakeFetch(() => Response.json({ error: "Please wait 5 minutes." }, { status: 429 })).fetcher,
    });
    await limited.send("again");
    expect(limited.state.messages.at(-1)).toMatchObject({ text: "Please wait 5 minutes.", handoff: true });
  });

  it("hands over with the transcript and one idempotency key, and shows the reply time", async () => {
    const { calls, fetcher } = fakeFetch((url) =>
      url.endsWith("/handoff")
        ? Response.json({ id: "e1", replyBy: "2026-11-27T08:30:00.000Z" }, { status: 201 })
        : sse([["done", { answer: "I can only help with Nexora.", sources: [], handoff: true }]]),
    );
    const chat = createChat({ fetcher, newKey: () => "key-1", timeZone: () => "Europe/London" });
    await chat.send("write me a poem");
    chat.openHandoff();
    expect(await chat.sendHandoff({ name: " Asha ", email: "asha@example.in" })).toBe(true);
    expect(calls[1]).toEqual({
      url: "/api/assistant/handoff",
      body: {
        name: " Asha ",
        email: "asha@example.in",
        idempotencyKey: "key-1",
        transcript: [
          { role: "user", content: "write me a poem" },
          { role: "assistant", content: "I can only help with Nexora." },
        ],
      },
    });
    expect(chat.state.handoff).toEqual({
      step: "sent",
      name: "Asha",
      replyBy: "Fri 27 Nov, 14:00 IST (Fri 27 Nov, 08:30 GMT your time)",
    });
    expect(await chat.sendHandoff({ name: "Asha", email: "asha@example.in" })).toBe(false);
  });

  it("shows a refused handoff's message and fields, and keeps the form open", async () => {
    const chat = createChat({
      fetcher: fakeFetch(() =>
        Response.json(
          { error: "Please enter a valid email address.", fields: { email: "Please enter a valid email address." } },
          { status: 400 },
        ),
      ).fetcher,
    });
    chat.openHandoff();
    expect(await chat.sendHandoff({ name: "Asha", email: "nope" })).toBe(false);
    expect(chat.state.handoff).toMatchObject({
      step: "open",
      fields: { email: "Please enter a valid email address." },
    });
  });

  it("writes the reply time in IST, and in the visitor's zone when it differs", () => {
    expect(replyByText("2026-11-27T08:30:00.000Z", "Asia/Kolkata")).toBe("Fri 27 Nov, 14:00 IST");
    expect(replyByText("2026-11-27T08:30:00.000Z", "America/New_York")).toBe(
      "Fri 27 Nov, 14:00 IST (Fri 27 Nov, 03:30 GMT-5 your time)",
    );
  });
});
