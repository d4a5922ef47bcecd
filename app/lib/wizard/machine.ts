/**
 * The wizard overlay's state machine (spec section 4, Wizard). Pure: the component feeds it events and
 * fetches when `loading` is set; tests drive it directly.
 *
 * - Next records the answer, fetches the next questions and then advances (or, on the last step, emits the
 *   results URL of the final answers).
 * - Next is "disabled" unless the question is skippable, has a choice or is the last step. The button keeps
 *   its focus and is marked aria-disabled; activating it anyway shows 'Maak eerst een keuze' (so both rules
 *   of the spec hold: it is disabled, and Next without a choice shows the message). docs/decisions/020.
 * - Single select replaces the choice; multi select toggles the answer.
 * - A failed fetch ends loading and leaves the step where it was (the component logs it).
 */
import type { Wizard, WizardAnswers, WizardQuestion } from "../api/types/wizard";
import { WIZARD_TEXT } from "./messages";

export interface WizardState {
  questions: WizardQuestion[];
  step: number;
  /** question id -> chosen answer ids */
  answers: Record<string, number[]>;
  count: number | null;
  resultUrl: string | null;
  loading: boolean;
  /** What the pending fetch is for: the first questions, the next step, or the results. */
  pending: "start" | "advance" | "results" | null;
  message: string | null;
  /** Set once the results are known after the last step: where to go. */
  done: string | null;
}

export type WizardEvent =
  | { type: "select"; questionId: number; answerId: number }
  | { type: "next" }
  | { type: "back" }
  | { type: "loaded"; data: Wizard }
  | { type: "failed" };

export function initialWizardState(): WizardState {
  return { questions: [], step: 0, answers: {}, count: null, resultUrl: null, loading: true, pending: "start", message: null, done: null };
}

export const currentQuestion = (s: WizardState): WizardQuestion | null => s.questions[s.step] ?? null;
export const chosen = (s: WizardState, questionId: number): number[] => s.answers[String(questionId)] ?? [];
export const isLastStep = (s: WizardState): boolean => s.questions.length > 0 && s.step >= s.questions.length - 1;

/** Next may be used: the question is skippable, has a choice, or is the last step. */
export function canAdvance(s: WizardState): boolean {
  const q = currentQuestion(s);
  if (!q) return false;
  return q.is_skippable || chosen(s, q.id).length > 0 || isLastStep(s);
}

/** The label of the main button: 'Toon resultaten' on the last step, 'Overslaan' on a skippable step with no choice. */
export function nextLabel(s: WizardState): string {
  const q = currentQuestion(s);
  if (isLastStep(s)) return WIZARD_TEXT.results;
  if (q && q.is_skippable && chosen(s, q.id).length === 0) return WIZARD_TEXT.skip;
  return WIZARD_TEXT.next;
}

/** The answers to send: every question with a choice (question id -> id, or ids for multi select). */
export function answersPayload(s: WizardState): WizardAnswers {
  const out: WizardAnswers = {};
  for (const [id, ids] of Object.entries(s.answers)) {
    if (ids.length === 0) continue;
    const multi = s.questions.find((q) => String(q.id) === id)?.is_multiselect ?? ids.length > 1;
    out[id] = multi ? ids : ids[0]!;
  }
  return out;
}

export function wizardReducer(s: WizardState, e: WizardEvent): WizardState {
  switch (e.type) {
    case "select": {
      if (s.loading) return s;
      const q = s.questions.find((x) => x.id === e.questionId);
      if (!q || !q.answers.some((a) => a.id === e.answerId)) return s;
      const current = chosen(s, q.id);
      const next = q.is_multiselect ? (current.includes(e.answerId) ? current.filter((id) => id !== e.answerId) : [...current, e.answerId]) : [e.answerId];
      return { ...s, answers: { ...s.answers, [String(q.id)]: next }, message: null };
    }
    case "next": {
      if (s.loading || !currentQuestion(s)) return s;
      if (!canAdvance(s)) return { ...s, message: WIZARD_TEXT.chooseFirst };
      return { ...s, loading: true, pending: isLastStep(s) ? "results" : "advance", message: null };
    }
    case "back":
      if (s.loading || s.step === 0) return s;
      return { ...s, step: s.step - 1, message: null };
    case "loaded": {
      const { questions, count, result_url } = e.data;
      const base = { ...s, questions, count, resultUrl: result_url, loading: false, pending: null };
      if (s.pending === "results") return { ...base, done: result_url };
      const step = s.pending === "advance" ? s.step + 1 : s.step;
      return { ...base, step: Math.max(0, Math.min(step, questions.length - 1)) };
    }
    case "failed":
      return { ...s, loading: false, pending: null };
  }
}
