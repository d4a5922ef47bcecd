import type { ChatMessage } from "../../../app/lib/schemas/chat";
import type { VerifiedOrder } from "../../domain/chat/order-lookup";
import type { Retrieval } from "./retrieval";

/** One turn of the conversation as an adapter gets it. */
export interface AssistantTurn {
  message: string;
  history: ChatMessage[];
  retrieval: Retrieval;
  /** Set only when the order lookup of this turn verified the order (number and status, nothing else). */
  order: VerifiedOrder | null;
}

export interface AssistantAdapter {
  readonly name: "embedded" | "openai" | "workers-ai";
  /** The answer text (not yet made plain: the caller does). Throws AssistantUnavailable when the model fails. */
  reply(turn: AssistantTurn, signal: AbortSignal): Promise<string>;
  /** The answer as raw text deltas, for providers that stream (./stream.ts). */
  stream?(turn: AssistantTurn, signal: AbortSignal): AsyncGenerator<string>;
}

/** The model could not answer (error status, unreadable answer, timeout, network). */
export class AssistantUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = "AssistantUnavailable";
  }
}

/** Settings of the OpenAI-compatible client (worker/edge/assistant/openai.ts and its streaming variant). */
export interface OpenAiOptions {
  url: string;
  model: string;
  apiKey: string;
  fetch?: typeof fetch;
}

/** Most tokens an answer may use (a few sentences). */
export const ANSWER_MAX_TOKENS = 400;
