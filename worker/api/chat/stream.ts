/**
 * The streamed answer of POST /v1/assistant (ADR 019, optional) for a client that sends
 * `Accept: text/event-stream`: `event: delta` with `{ "content": "<plain text to append>" }` while a
 * streaming model answers, then always one `event: message` with the JSON answer's data
 * (`{ "message": { "role": "assistant", "content" } }`, the whole answer made plain, or the failure
 * message), which the client shows instead of the deltas. Everyone else keeps the JSON answer.
 */
import type { Context } from "hono";
import type { AssistantReply } from "../../../app/lib/api/types/chat";
import { CHAT_MESSAGES } from "../../../app/lib/schemas/chat";
import { AssistantUnavailable, type AssistantAdapter, type AssistantTurn } from "../../edge/assistant";
import { plainIncrements } from "../../edge/assistant/stream";
import type { Logger } from "../../http/log";

export const answerOf = (text: string): AssistantReply => ({ message: { role: "assistant", content: text } });

export function wantsStream(c: Context): boolean {
  return (c.req.header("Accept") ?? "").includes("text/event-stream");
}

const event = (name: "delta" | "message", data: unknown) => new TextEncoder().encode(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);
const SSE_HEADERS = { "Content-Type": "text/event-stream; charset=utf-8", "Cache-Control": "no-store" };

/** A whole answer as a one-event stream. */
export function sseMessage(text: string): Response {
  return new Response(event("message", answerOf(text)), { headers: SSE_HEADERS });
}

/** Streams a streaming adapter's answer within the timeout; a failure ends with the failure message. */
export function streamedAnswer(adapter: AssistantAdapter & Required<Pick<AssistantAdapter, "stream">>, turn: AssistantTurn, options: { timeoutMs: number; siteOrigin?: string; log: Logger }): Response {
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const writer = writable.getWriter();
  const run = async () => {
    const signal = AbortSignal.timeout(options.timeoutMs);
    const timedOut = new Promise<never>((_, reject) => signal.addEventListener("abort", () => reject(new AssistantUnavailable("timeout")), { once: true }));
    const increments = plainIncrements(options.siteOrigin);
    let final: string;
    try {
      const deltas = adapter.stream(turn, signal);
      for (;;) {
        const next = await Promise.race([deltas.next(), timedOut]);
        if (next.done) break;
        const add = increments.push(next.value);
        if (add) await writer.write(event("delta", { content: add }));
      }
      final = increments.finish();
      if (!final) throw new AssistantUnavailable("answer empty after cleaning");
      options.log.info("chat answered (streamed)", { provider: adapter.name });
    } catch (err) {
      options.log.error("chat assistant failed; answered the failure message", { provider: adapter.name, error: err instanceof Error ? err.message : String(err) });
      final = CHAT_MESSAGES.failure;
    }
    await writer.write(event("message", answerOf(final)));
    await writer.close();
  };
  void run().catch(() => writer.abort().catch(() => undefined));
  return new Response(readable, { headers: SSE_HEADERS });
}
