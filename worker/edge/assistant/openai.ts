/**
 * The real assistant through an OpenAI-compatible chat-completions endpoint (OpenAI, Azure OpenAI, Mistral,
 * Groq, OpenRouter, a local vLLM, ...): POST {ASSISTANT_URL} with { model, messages } and the key as a
 * Bearer token (the ASSISTANT_API_KEY secret). The key is only ever in this request's header: never logged,
 * never in an answer.
 */
import { buildPrompt, PROMPT_PASSAGES_MAX } from "./prompt";
import { promptPassages } from "./retrieval";
import { streamOpenAi } from "./stream";
import { AssistantUnavailable, ANSWER_MAX_TOKENS, type AssistantAdapter, type OpenAiOptions } from "./types";

/** The text of a chat-completions answer: choices[0].message.content, or null. */
export function parseCompletion(body: unknown): string | null {
  const choices = (body as { choices?: unknown } | null)?.choices;
  if (!Array.isArray(choices) || choices.length === 0) return null;
  const content = (choices[0] as { message?: { content?: unknown } } | null)?.message?.content;
  return typeof content === "string" && content.trim() ? content : null;
}

export function openAiAssistant(options: OpenAiOptions): AssistantAdapter {
  return {
    name: "openai",
    stream: (turn, signal) => streamOpenAi(options, turn, signal),
    async reply(turn, signal) {
      const doFetch = options.fetch ?? fetch;
      const messages = buildPrompt({ message: turn.message, history: turn.history, passages: promptPassages(turn.retrieval, PROMPT_PASSAGES_MAX), order: turn.order });
      let res: Response;
      try {
        res = await doFetch(options.url, {
          method: "POST",
          headers: { "Content-Type": "application/json", Accept: "application/json", Authorization: `Bearer ${options.apiKey}` },
          body: JSON.stringify({ model: options.model, messages, temperature: 0.2, max_tokens: ANSWER_MAX_TOKENS }),
          signal,
        });
      } catch (err) {
        throw new AssistantUnavailable(signal.aborted ? "timeout" : `network: ${String(err)}`);
      }
      if (!res.ok) {
        await res.body?.cancel();
        throw new AssistantUnavailable(`status ${res.status}`);
      }
      let body: unknown;
      try {
        body = await res.json();
      } catch {
        throw new AssistantUnavailable(signal.aborted ? "timeout" : "unreadable answer");
      }
      const text = parseCompletion(body);
      if (!text) throw new AssistantUnavailable("empty answer");
      return text;
    },
  };
}
