/**
 * Streaming (ADR 019, optional): the OpenAI-compatible endpoint with `stream: true`, read as
 * server-sent events (`data: {"choices":[{"delta":{"content":"..."}}]}` ... `data: [DONE]`), and the
 * shopper-safe increments of the answer: only text up to a sentence or line end is made plain and passed
 * on, so a tag or link cut in half by the model's chunking never reaches the browser.
 */
import { toPlainText } from "../../domain/chat/text";
import { ProviderFailure, providerFetch } from "../provider-fetch";
import { chunkDelta } from "./answers";
import { buildPrompt, PROMPT_PASSAGES_MAX } from "./prompt";
import { promptPassages } from "./retrieval";
import { AssistantUnavailable, ANSWER_MAX_TOKENS, type AssistantTurn, type OpenAiOptions } from "./types";

/** The content deltas of an OpenAI-compatible SSE body. */
export async function* completionDeltas(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let nl: number;
    while ((nl = buffer.indexOf("\n")) >= 0) {
      const line = buffer.slice(0, nl).trim();
      buffer = buffer.slice(nl + 1);
      if (!line.startsWith("data:")) continue;
      const data = line.slice(5).trim();
      if (data === "[DONE]") return;
      let chunk: unknown;
      try {
        chunk = JSON.parse(data);
      } catch {
        throw new AssistantUnavailable("unreadable stream");
      }
      const delta = chunkDelta(chunk);
      if (delta) yield delta;
    }
  }
}

/** Raw text deltas of the model's answer (throws AssistantUnavailable on an error status or network failure). */
export async function* streamOpenAi(options: OpenAiOptions, turn: AssistantTurn, signal: AbortSignal): AsyncGenerator<string> {
  const messages = buildPrompt({ message: turn.message, history: turn.history, passages: promptPassages(turn.retrieval, PROMPT_PASSAGES_MAX), order: turn.order });
  let res: Response;
  try {
    res = await providerFetch(
      options.url,
      {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "text/event-stream", Authorization: `Bearer ${options.apiKey}` },
        body: JSON.stringify({ model: options.model, messages, temperature: 0.2, max_tokens: ANSWER_MAX_TOKENS, stream: true }),
        signal,
      },
      { fetch: options.fetch },
    );
  } catch (err) {
    throw new AssistantUnavailable(err instanceof ProviderFailure ? `${err.reason}: ${err.message}` : String(err));
  }
  if (!res.body) throw new AssistantUnavailable("answer without a body");
  try {
    yield* completionDeltas(res.body);
  } catch (err) {
    throw err instanceof AssistantUnavailable ? err : new AssistantUnavailable(signal.aborted ? "timeout" : String(err));
  }
}

/**
 * Turns raw deltas into plain-text increments: `push` answers the new safe text (possibly ""), `finish` the
 * whole answer made plain (what the JSON answer would be). The increments always add up to a prefix of it
 * as far as they go; a client replaces the streamed text with the final message.
 */
export function plainIncrements(siteOrigin?: string) {
  let raw = "";
  let emitted = "";
  return {
    push(delta: string): string {
      raw += delta;
      const end = Math.max(raw.lastIndexOf(". "), raw.lastIndexOf("? "), raw.lastIndexOf("! "), raw.lastIndexOf("\n"));
      if (end < 0) return "";
      const safe = toPlainText(raw.slice(0, end + 1), siteOrigin);
      if (!safe.startsWith(emitted) || safe.length <= emitted.length) return "";
      const add = safe.slice(emitted.length);
      emitted = safe;
      return add;
    },
    finish(): string {
      return toPlainText(raw, siteOrigin);
    },
  };
}
