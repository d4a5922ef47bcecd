/**
 * Retrieval for one chat turn (both adapters use it): the intent of the message, the passages its answer
 * names (page + heading) and the passages full-text search finds for the message. Public content only.
 */
import { intentAnswer, type IntentAnswer, type Passage } from "../../domain/chat/answers";
import { matchIntent, productTopic, type IntentId } from "../../domain/chat/intents";
import { ftsQuery } from "../../domain/chat/text";
import { passagesByRef, searchPassages } from "../../store/chat";

export interface Retrieval {
  intent: IntentId | null;
  /** The embedded answer's plan (null for fixed texts and for messages no intent matched). */
  plan: IntentAnswer | null;
  /** The passages the plan names, found in D1. */
  planned: Passage[];
  /** Full-text matches for the message. */
  found: Passage[];
}

export async function retrieve(db: D1Database, message: string): Promise<Retrieval> {
  const intent = matchIntent(message);
  const plan = intent ? intentAnswer(intent, productTopic(message)) : null;
  // A refused message (injection) needs no passages; nothing is looked up for it.
  if (intent === "injection") return { intent, plan: null, planned: [], found: [] };
  const [planned, found] = await Promise.all([passagesByRef(db, plan?.refs ?? []), searchPassages(db, ftsQuery(message))]);
  return { intent, plan, planned, found };
}

/** The passages for a prompt: the planned ones first, then search hits not already in, at most `max`. */
export function promptPassages(r: Retrieval, max: number): Passage[] {
  const seen = new Set<string>();
  const out: Passage[] = [];
  for (const p of [...r.planned, ...r.found]) {
    const key = `${p.page_key}|${p.heading}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(p);
  }
  return out.slice(0, max);
}
