/**
 * The question flow of a guided-selling wizard (spec sections 4 and 7): which questions apply, checking the
 * answers a client sends, and the catalogue filters the answers stand for. Pure, no I/O.
 */
import { adviceFor, parseAdviceBand, type HeightBand, type WeightBand } from "./mattress-advice";

export interface AnswerDef {
  id: number;
  answer: string;
  description: string | null;
  image: string | null;
  /** The catalogue filter (url_key and value slugs) this answer selects, or null (it narrows nothing itself). */
  filter: { code: string; values: string[] } | null;
  /** An advice band ("weight:middle", "height:tall") the mattress advice table turns into a firmness. */
  advice: string | null;
}

export interface QuestionDef {
  id: number;
  question: string;
  explanation: string | null;
  is_skippable: boolean;
  is_multiselect: boolean;
  /** Asked only when one of these answers was given to that question. */
  show_if: { question_id: number; answer_ids: number[] } | null;
  answers: AnswerDef[];
}

export interface WizardDef {
  id: number;
  code: string;
  category_id: number;
  title: string;
  questions: QuestionDef[];
}

/** question id -> chosen answer ids (one for single select). */
export type Answers = ReadonlyMap<number, readonly number[]>;

/** The filter code the mattress advice sets. */
export const ADVICE_FILTER = "hardheid";

/** A client's answers that do not fit the wizard; `message` is Dutch and shown as is. */
export class WizardAnswerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "WizardAnswerError";
  }
}

/** Questions that apply given the answers: those without a condition, and those whose condition is met. */
export function visibleQuestions(def: WizardDef, answers: Answers): QuestionDef[] {
  return def.questions.filter((q) => !q.show_if || (answers.get(q.show_if.question_id) ?? []).some((a) => q.show_if!.answer_ids.includes(a)));
}

/**
 * Checks the `qs` map of a request against the wizard: every key a question of it, every id an answer of
 * that question, one answer for a single-select question. An empty list means "no answer" (skipped).
 * Answers to questions that do not apply (their condition unmet) are dropped.
 */
export function readAnswers(def: WizardDef, qs: Readonly<Record<string, number | readonly number[]>>): Answers {
  const out = new Map<number, number[]>();
  for (const [key, raw] of Object.entries(qs)) {
    const question = def.questions.find((q) => String(q.id) === key);
    if (!question) throw new WizardAnswerError(`Vraag ${key} hoort niet bij deze keuzehulp.`);
    const ids = [...new Set(typeof raw === "number" ? [raw] : raw)];
    if (ids.length > 1 && !question.is_multiselect) throw new WizardAnswerError(`Bij vraag ${key} kun je maar één antwoord kiezen.`);
    for (const id of ids) {
      if (!question.answers.some((a) => a.id === id)) throw new WizardAnswerError(`Antwoord ${id} hoort niet bij vraag ${key}.`);
    }
    if (ids.length > 0) out.set(question.id, ids);
  }
  // Conditions may chain: repeat until no answer of an unasked question is left.
  for (;;) {
    const asked = new Set(visibleQuestions(def, out).map((q) => q.id));
    const stale = [...out.keys()].filter((id) => !asked.has(id));
    if (stale.length === 0) return out;
    for (const id of stale) out.delete(id);
  }
}

/** Adds one filter's values: a union within a question, an intersection across questions (empty: the later wins). */
function addFilter(filters: Record<string, string[]>, code: string, values: readonly string[]): void {
  const current = filters[code];
  if (!current) {
    filters[code] = [...new Set(values)].sort();
    return;
  }
  const both = current.filter((v) => values.includes(v));
  filters[code] = both.length > 0 ? both : [...new Set(values)].sort();
}

/**
 * The catalogue filters the answers stand for (url_key -> value slugs), in the shape of a listing
 * selection. Weight and height answers become a firmness through the mattress advice table.
 */
export function answersFilters(def: WizardDef, answers: Answers): Record<string, string[]> {
  const filters: Record<string, string[]> = {};
  let weight: WeightBand | null = null;
  let height: HeightBand | null = null;
  for (const question of visibleQuestions(def, answers)) {
    const chosen = question.answers.filter((a) => (answers.get(question.id) ?? []).includes(a.id));
    const byCode = new Map<string, string[]>();
    for (const answer of chosen) {
      if (answer.filter) byCode.set(answer.filter.code, [...(byCode.get(answer.filter.code) ?? []), ...answer.filter.values]);
      const band = parseAdviceBand(answer.advice);
      if (band && "weight" in band) weight = band.weight;
      if (band && "height" in band) height = band.height;
    }
    for (const [code, values] of byCode) addFilter(filters, code, values);
  }
  const firmness = adviceFor({ weight, height });
  // Every firmness fits: the advice narrows nothing.
  if (firmness && firmness.length < 3) addFilter(filters, ADVICE_FILTER, firmness);
  return filters;
}

/** The answers with one answer chosen on top: single select replaces, multi select adds it. */
export function withAnswer(answers: Answers, question: QuestionDef, answerId: number): Answers {
  const next = new Map(answers);
  const current = answers.get(question.id) ?? [];
  next.set(question.id, question.is_multiselect ? [...new Set([...current, answerId])] : [answerId]);
  return next;
}
