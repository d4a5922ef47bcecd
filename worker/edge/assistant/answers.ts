/**
 * The answers of the assistant's models as their providers document them, checked before use (ADR 019): a
 * malformed answer is AssistantUnavailable, which the chat turns into the spec's failure message (spec
 * section 8, "Chat request failure") and logs; it is never a crash.
 * - OpenAI-compatible chat completions: `{ id, object: "chat.completion", created, model, choices: [{ index,
 *   message: { role: "assistant", content, refusal }, finish_reason }], usage }`.
 * - Its stream: `data: { id, object: "chat.completion.chunk", created, model, choices: [{ index, delta: { role?,
 *   content? }, finish_reason }] }` lines (the last chunk may have no choices when usage is included).
 * - Workers AI text generation: `{ response, usage? }`.
 */
import { z } from "../../../app/lib/schemas/zod";
import { parseProviderAnswer, ProviderFailure } from "../provider-fetch";
import { AssistantUnavailable } from "./types";

const ChatCompletion = z.object({
  object: z.string().optional(),
  choices: z
    .array(
      z.object({
        index: z.number().int().optional(),
        message: z.object({ role: z.string().optional(), content: z.string().nullable() }),
        finish_reason: z.string().nullable().optional(),
      }),
    )
    .min(1),
});

const ChatCompletionChunk = z.object({
  object: z.string().optional(),
  choices: z.array(
    z.object({
      index: z.number().int().optional(),
      delta: z.object({ role: z.string().optional(), content: z.string().nullable().optional() }),
      finish_reason: z.string().nullable().optional(),
    }),
  ),
});

const WorkersAiAnswer = z.object({ response: z.string().nullable().optional() });

/** A schema check whose failure is AssistantUnavailable (naming the first path of the mismatch). */
function checked<S extends z.ZodType>(schema: S, body: unknown, what: string): z.infer<S> {
  try {
    return parseProviderAnswer(schema, body);
  } catch (err) {
    throw new AssistantUnavailable(`${what}: ${err instanceof ProviderFailure ? err.message : String(err)}`);
  }
}

/** The answer text of a chat completion; a malformed or empty answer throws AssistantUnavailable. */
export function completionText(body: unknown): string {
  const content = checked(ChatCompletion, body, "chat completion").choices[0]?.message.content;
  if (!content?.trim()) throw new AssistantUnavailable("empty answer");
  return content;
}

/** The text delta of one stream chunk ("" when it carries none); a malformed chunk throws AssistantUnavailable. */
export function chunkDelta(body: unknown): string {
  return checked(ChatCompletionChunk, body, "stream chunk").choices[0]?.delta.content ?? "";
}

/** The answer text of a Workers AI run; a malformed or empty answer throws AssistantUnavailable. */
export function workersAiText(out: unknown): string {
  const text = checked(WorkersAiAnswer, out, "workers ai answer").response;
  if (!text?.trim()) throw new AssistantUnavailable("empty answer");
  return text;
}
