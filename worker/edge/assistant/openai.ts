/**
 * The real assistant through an OpenAI-compatible chat-completions endpoint (OpenAI, Azure OpenAI, Mistral,
 * Groq, OpenRouter, a local vLLM, ...): POST {ASSISTANT_URL} with { model, messages } and the key as a
 * Bearer token (the ASSISTANT_API_KEY secret). The key is only ever in this request's header: never logged,
 * never in an answer.
 */
import { buildPrompt, PROMPT_PASSAGES_MAX } from "./prompt";
import { promptPassages } from "./retrieval";
import { ProviderFailure, providerFetch } from "../provider-fetch";
import { completionText } from "./answers";
import { streamOpenAi } from "./stream";
import { AssistantUnavailable, ANSWER_MAX_TOKENS, type AssistantAdapter, type OpenAiOptions } from "./types";

/** The text of a chat-completions answer: choices[0].message.content, or null (malformed or empty). */
export function parseCompletion(body: unknown): string | null {
  try {
    return completionText(body);
  } catch {
    return null;
  }
}

export function openAiAssistant(options: OpenAiOptions): AssistantAdapter {
  return {
    name: "openai",
    stream: (turn, signal) => streamOpenAi(options, turn, signal),
    async reply(turn, signal) {
      const messages = buildPrompt({ message: turn.message, history: turn.history, passages: promptPassages(turn.retrieval, PROMPT_PASSAGES_MAX), order: turn.order });
      let res: Response;
      try {
        res = await providerFetch(
          options.url,
          {
            method: "POST",
            headers: { "Content-Type": "application/json", Accept: "application/json", Authorization: `Bearer ${options.apiKey}` },
            body: JSON.stringify({ model: options.model, messages, temperature: 0.2, max_tokens: ANSWER_MAX_TOKENS }),
            signal,
          },
          { fetch: options.fetch },
        );
      } catch (err) {
        throw new AssistantUnavailable(err instanceof ProviderFailure ? `${err.reason}: ${err.message}` : String(err));
      }
      let body: unknown;
      try {
        body = await res.json();
      } catch {
        throw new AssistantUnavailable(signal.aborted ? "timeout" : "unreadable answer");
      }
      return completionText(body);
    },
  };
}
