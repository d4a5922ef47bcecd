/**
 * Assistant adapter of the chat assistant Noor (ADR 019), chosen by
 * configuration like the other third parties (ADR 006):
 * - embedded (default, ASSISTANT_PROVIDER empty): offline and deterministic, intent matching and retrieval
 *   over the service pages, FAQ and blog in D1 (./embedded.ts);
 * - openai: an OpenAI-compatible chat-completions endpoint, ASSISTANT_URL + ASSISTANT_MODEL (vars) and the
 *   ASSISTANT_API_KEY secret (./openai.ts);
 * - workers-ai: Cloudflare Workers AI through an `AI` binding, model ASSISTANT_MODEL (./workers-ai.ts).
 * A real provider that is not fully configured falls back to the embedded one (and says so in the log).
 * `ask` bounds every answer by ASSISTANT_TIMEOUT_MS (default 8 s) and makes it plain text.
 */
import type { Env } from "../../env";
import { createLogger, type Logger } from "../../http/log";
import { toPlainText } from "../../domain/chat/text";
import { embeddedAssistant } from "./embedded";
import { openAiAssistant } from "./openai";
import { AssistantUnavailable, type AssistantAdapter, type AssistantTurn } from "./types";
import { WORKERS_AI_DEFAULT_MODEL, workersAiAssistant, type AiBinding } from "./workers-ai";

export { AssistantUnavailable, type AssistantAdapter, type AssistantTurn } from "./types";

export const ASSISTANT_TIMEOUT_MS = 8000;

export interface AssistantOptions {
  log?: Logger;
  fetch?: typeof fetch;
}

/** The adapter ASSISTANT_PROVIDER selects (see the file comment). */
export function assistantAdapter(env: Env, options: AssistantOptions = {}): AssistantAdapter {
  const log = options.log ?? createLogger({ adapter: "assistant" });
  const provider = env.ASSISTANT_PROVIDER ?? "";
  if (provider === "openai") {
    if (env.ASSISTANT_URL && env.ASSISTANT_MODEL && env.ASSISTANT_API_KEY) {
      return openAiAssistant({ url: env.ASSISTANT_URL, model: env.ASSISTANT_MODEL, apiKey: env.ASSISTANT_API_KEY, fetch: options.fetch });
    }
    log.warn("assistant provider openai is not fully configured (ASSISTANT_URL, ASSISTANT_MODEL, ASSISTANT_API_KEY); using the embedded assistant");
  } else if (provider === "workers-ai") {
    const ai = (env as { AI?: AiBinding }).AI;
    if (ai) return workersAiAssistant(ai, env.ASSISTANT_MODEL || WORKERS_AI_DEFAULT_MODEL);
    log.warn("assistant provider workers-ai has no AI binding; using the embedded assistant");
  }
  return embeddedAssistant();
}

/** The timeout of one answer: ASSISTANT_TIMEOUT_MS when it is a positive number, else 8 s. */
export function assistantTimeoutMs(env: Env): number {
  const n = Number(env.ASSISTANT_TIMEOUT_MS);
  return Number.isFinite(n) && n > 0 ? n : ASSISTANT_TIMEOUT_MS;
}

/**
 * One answer, plain text, within the timeout. Throws AssistantUnavailable on any failure of the model
 * (the caller answers the spec's failure message).
 */
export async function ask(adapter: AssistantAdapter, turn: AssistantTurn, options: { timeoutMs: number; siteOrigin?: string }): Promise<string> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  const timedOut = new Promise<never>((_, reject) => signal.addEventListener("abort", () => reject(new AssistantUnavailable("timeout")), { once: true }));
  let text: string;
  try {
    text = await Promise.race([adapter.reply(turn, signal), timedOut]);
  } catch (err) {
    throw err instanceof AssistantUnavailable ? err : new AssistantUnavailable(String(err));
  }
  const plain = toPlainText(text, options.siteOrigin);
  if (!plain) throw new AssistantUnavailable("answer empty after cleaning");
  return plain;
}
