/**
 * The embedded assistant (the default: offline and deterministic). It answers from the intent of the
 * message and the service-page passages D1 holds (worker/domain/chat/answers.ts), says plainly that it is
 * Droomnest's automated assistant, refuses attempts to change its instructions or get at other orders,
 * and tells the status of an order only when the lookup verified it.
 */
import { ASK_MORE, composeAnswer, fixedAnswer, retrievalAnswer } from "../../domain/chat/answers";
import { orderStatusAnswer } from "../../domain/chat/order-lookup";
import { ftsQuery } from "../../domain/chat/text";
import type { AssistantAdapter, AssistantTurn } from "./types";

export function embeddedAnswer(turn: AssistantTurn): string {
  if (turn.order) return orderStatusAnswer(turn.order);
  const { intent, plan, planned, found } = turn.retrieval;
  const fixed = intent ? fixedAnswer(intent) : null;
  if (fixed) return fixed;
  if (plan) return composeAnswer(plan, planned);
  if (ftsQuery(turn.message) === null) return ASK_MORE;
  return retrievalAnswer(found);
}

export function embeddedAssistant(): AssistantAdapter {
  return { name: "embedded", reply: async (turn) => embeddedAnswer(turn) };
}
