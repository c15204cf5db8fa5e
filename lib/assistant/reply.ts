// The assistant's reply to a conversation: the retrieval answer, reworded by the optional model when one is
// configured and the site has a confident answer (greetings, handoffs, off-topic and unsure answers never go to it).
import "server-only";
import { env } from "../env";
import { answerConversation, type ChatTurn, type Source } from "./answer";
import { streamModelAnswer, type ModelConfig } from "./llm";

export type AssistantReply = { answer: string; sources: Source[]; handoff: boolean };
/** `by` says who wrote the answer; the visitor sees the same shape either way. */
export type ReplyEvent =
  { type: "delta"; text: string } | { type: "done"; reply: AssistantReply; by: "model" | "retrieval" };

export function modelConfig(): ModelConfig | undefined {
  const e = env();
  if (!e.ASSISTANT_LLM_URL) return undefined;
  return {
    url: e.ASSISTANT_LLM_URL,
    model: e.ASSISTANT_LLM_MODEL,
    key: e.ASSISTANT_LLM_KEY,
    timeoutMs: e.ASSISTANT_LLM_TIMEOUT_MS,
  };
}

/** The pages of the passages the model cited as [n]; the retrieval's sources when it cited none it was given. */
function citedSources(text: string, given: { title: string; href: string }[], fallback: Source[]): Source[] {
  const cited = new Set([...text.matchAll(/\[(\d{1,2})\]/g)].map((m) => Number(m[1]) - 1));
  const list: Source[] = [];
  for (const i of [...cited].sort((a, b) => a - b)) {
    const source = given[i];
    if (source && !list.some((s) => s.href === source.href)) list.push(source);
  }
  return list.length ? list : fallback;
}

/**
 * The reply as events: the answer's text in pieces as the model writes it, then the whole reply. When the model fails
 * or times out (even halfway), the final event carries the retrieval answer, which replaces what was streamed.
 */
export async function* replyEvents(
  turns: ChatTurn[],
  config: ModelConfig | undefined = modelConfig(),
  fetcher?: typeof fetch,
): AsyncGenerator<ReplyEvent> {
  const retrieval = answerConversation(turns);
  const fallback: AssistantReply = { answer: retrieval.answer, sources: retrieval.sources, handoff: retrieval.handoff };
  if (!config || retrieval.kind !== "answer") {
    yield { type: "delta", text: fallback.answer };
    yield { type: "done", reply: fallback, by: "retrieval" };
    return;
  }
  let text = "";
  try {
    for await (const piece of streamModelAnswer(config, turns, retrieval.hits, fetcher)) {
      text += piece;
      yield { type: "delta", text: piece };
    }
  } catch {
    // The reason (timeout, refused, malformed) is not logged with the visitor's words; the retrieval answer stands.
    yield { type: "done", reply: fallback, by: "retrieval" };
    return;
  }
  const given = retrieval.hits.slice(0, 4).map((h) => ({ title: h.passage.title, href: h.passage.path }));
  const answer = text.trim();
  yield {
    type: "done",
    reply: { answer, sources: citedSources(answer, given, fallback.sources), handoff: false },
    by: "model",
  };
}

/** The whole reply at once (for a JSON answer). */
export async function replyTo(turns: ChatTurn[], config?: ModelConfig, fetcher?: typeof fetch) {
  for await (const event of replyEvents(turns, config ?? modelConfig(), fetcher))
    if (event.type === "done") return event;
  throw new Error("The assistant ended without a reply.");
}

/** Server-sent events: `delta` with {text}, then `done` with {answer, sources, handoff}. */
export function replyStream(
  turns: ChatTurn[],
  config?: ModelConfig,
  fetcher?: typeof fetch,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const events = replyEvents(turns, config ?? modelConfig(), fetcher);
  return new ReadableStream({
    async pull(controller) {
      const { value, done } = await events.next();
      if (done) return controller.close();
      const data = value.type === "delta" ? { text: value.text } : value.reply;
      controller.enqueue(encoder.encode(`event: ${value.type}\ndata: ${JSON.stringify(data)}\n\n`));
    },
    async cancel() {
      await events.return(undefined);
    },
  });
}
