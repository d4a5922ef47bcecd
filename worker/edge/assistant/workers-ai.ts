/**
 * The real assistant through Workers AI (ASSISTANT_PROVIDER=workers-ai and an `[ai] binding = "AI"` in
 * wrangler.toml): the same prompt as the OpenAI-compatible client, run on a model of Cloudflare's catalogue
 * (ASSISTANT_MODEL, e.g. @cf/meta/llama-3.1-8b-instruct). No key: the binding is the account's.
 */
import { buildPrompt, PROMPT_PASSAGES_MAX } from "./prompt";
import { promptPassages } from "./retrieval";
import { workersAiText } from "./answers";
import { AssistantUnavailable, ANSWER_MAX_TOKENS, type AssistantAdapter } from "./types";

/** The part of the Workers AI binding used here. */
export interface AiBinding {
  run(model: string, input: Record<string, unknown>): Promise<unknown>;
}

export const WORKERS_AI_DEFAULT_MODEL = "@cf/meta/llama-3.1-8b-instruct";

export function workersAiAssistant(ai: AiBinding, model: string): AssistantAdapter {
  return {
    name: "workers-ai",
    async reply(turn, signal) {
      const messages = buildPrompt({ message: turn.message, history: turn.history, passages: promptPassages(turn.retrieval, PROMPT_PASSAGES_MAX), order: turn.order });
      const aborted = new Promise<never>((_, reject) => signal.addEventListener("abort", () => reject(new AssistantUnavailable("timeout")), { once: true }));
      let out: unknown;
      try {
        out = await Promise.race([ai.run(model, { messages, max_tokens: ANSWER_MAX_TOKENS, temperature: 0.2 }), aborted]);
      } catch (err) {
        throw err instanceof AssistantUnavailable ? err : new AssistantUnavailable(`workers ai: ${String(err)}`);
      }
      return workersAiText(out);
    },
  };
}
