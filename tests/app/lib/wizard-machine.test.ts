import { describe, expect, it } from "vitest";
import type { Wizard, WizardQuestion } from "../../../app/lib/api/types/wizard";
import { answersPayload, canAdvance, initialWizardState, isLastStep, nextLabel, wizardReducer, type WizardEvent, type WizardState } from "../../../app/lib/wizard/machine";
import { BED_WIDTHS, QUICK_WIZARD_VISIBLE_ANSWERS } from "../../../app/lib/wizard/constants";
import seed from "../../../kv-seed/wizards/wizards.json";
import type { SeedWizard } from "../../../kv-seed/wizards/wizards-sql";

const wizards = seed as SeedWizard[];

const answer = (id: number) => ({ id, answer: `Antwoord ${id}`, image: null, description: null, url: `/matrassen/?a=${id}` });
const question = (id: number, opts: Partial<WizardQuestion> = {}): WizardQuestion => ({
  id,
  question: `Vraag ${id}`,
  explanation: null,
  answers: [answer(id * 10 + 1), answer(id * 10 + 2), answer(id * 10 + 3)],
  is_skippable: false,
  is_multiselect: false,
  ...opts,
});
const data = (count = 40, url = "/matrassen/"): Wizard => ({
  code: "matrasadvies",
  category_id: 3,
  title: "Matrasadvies",
  questions: [question(1, { is_skippable: true }), question(2), question(3, { is_multiselect: true, is_skippable: true }), question(4)],
  count,
  result_url: url,
});
const run = (s: WizardState, ...events: WizardEvent[]) => events.reduce(wizardReducer, s);
const started = () => run(initialWizardState(), { type: "loaded", data: data() });

describe("wizard state machine (spec section 4, Wizard)", () => {
  it("starts loading, then shows the first question with the count", () => {
    const s0 = initialWizardState();
    expect(s0.loading).toBe(true);
    const s = started();
    expect(s).toMatchObject({ step: 0, loading: false, count: 40, resultUrl: "/matrassen/", done: null });
  });

  it("shows 'Overslaan' on a skippable step with no choice, 'Volgende' once chosen", () => {
    const s = started();
    expect(nextLabel(s)).toBe("Overslaan");
    expect(canAdvance(s)).toBe(true);
    expect(nextLabel(run(s, { type: "select", questionId: 1, answerId: 11 }))).toBe("Volgende");
  });

  it("Next on a non-skippable step without a choice is disabled and shows 'Maak eerst een keuze'", () => {
    const s = run(started(), { type: "next" }, { type: "loaded", data: data() });
    expect(s.step).toBe(1);
    expect(nextLabel(s)).toBe("Volgende");
    expect(canAdvance(s)).toBe(false);
    const refused = run(s, { type: "next" });
    expect(refused.message).toBe("Maak eerst een keuze");
    expect(refused.loading).toBe(false);
    expect(refused.step).toBe(1);
    // A choice clears the message and lets Next fetch.
    const chosen = run(refused, { type: "select", questionId: 2, answerId: 21 });
    expect(chosen.message).toBeNull();
    expect(canAdvance(chosen)).toBe(true);
    expect(run(chosen, { type: "next" })).toMatchObject({ loading: true, pending: "advance", step: 1 });
  });

  it("records the answer, fetches and only then advances", () => {
    const s = run(started(), { type: "select", questionId: 1, answerId: 12 }, { type: "next" });
    expect(s).toMatchObject({ loading: true, step: 0 });
    expect(answersPayload(s)).toEqual({ "1": 12 });
    const after = run(s, { type: "loaded", data: data(12) });
    expect(after).toMatchObject({ loading: false, step: 1, count: 12 });
  });

  it("single select replaces the choice, multi select toggles", () => {
    let s = run(started(), { type: "select", questionId: 1, answerId: 11 }, { type: "select", questionId: 1, answerId: 13 });
    expect(s.answers["1"]).toEqual([13]);
    s = run(s, { type: "select", questionId: 3, answerId: 31 }, { type: "select", questionId: 3, answerId: 32 });
    expect(s.answers["3"]).toEqual([31, 32]);
    s = run(s, { type: "select", questionId: 3, answerId: 31 });
    expect(s.answers["3"]).toEqual([32]);
    expect(answersPayload(s)).toEqual({ "1": 13, "3": [32] });
    // Unknown answers and choices while loading change nothing.
    expect(run(s, { type: "select", questionId: 1, answerId: 99 })).toBe(s);
    const loading = run(s, { type: "next" });
    expect(run(loading, { type: "select", questionId: 1, answerId: 11 })).toBe(loading);
  });

  it("shows 'Toon resultaten' on the last step, which may always be used, and emits the results URL after fetching", () => {
    let s = started();
    for (let i = 0; i < 3; i++) s = run(s, { type: "select", questionId: i + 1, answerId: (i + 1) * 10 + 1 }, { type: "next" }, { type: "loaded", data: data() });
    expect(s.step).toBe(3);
    expect(isLastStep(s)).toBe(true);
    expect(nextLabel(s)).toBe("Toon resultaten");
    // The last step is not skippable and has no choice, and still Next is allowed.
    expect(canAdvance(s)).toBe(true);
    s = run(s, { type: "next" });
    expect(s.pending).toBe("results");
    s = run(s, { type: "loaded", data: data(5, "/matrassen/maat:160x200/") });
    expect(s.done).toBe("/matrassen/maat:160x200/");
  });

  it("goes back a step without fetching, and not before the first", () => {
    const s = run(started(), { type: "next" }, { type: "loaded", data: data() });
    expect(run(s, { type: "back" })).toMatchObject({ step: 0, loading: false });
    expect(run(started(), { type: "back" }).step).toBe(0);
  });

  it("a failed fetch ends loading and stays on the step (spec section 8)", () => {
    const s = run(started(), { type: "select", questionId: 1, answerId: 11 }, { type: "next" }, { type: "failed" });
    expect(s).toMatchObject({ loading: false, pending: null, step: 0, done: null });
    expect(run(initialWizardState(), { type: "failed" }).loading).toBe(false);
  });

  it("keeps the step within the questions when the next answer has fewer questions", () => {
    const s = run(started(), { type: "next" }, { type: "loaded", data: { ...data(), questions: [question(1)] } });
    expect(s.step).toBe(0);
  });
});

describe("guided-selling constants and seed (spec section 9)", () => {
  it("the quick wizard shows 4 answers, and the seeded quick wizards have a toggle where they have more", () => {
    expect(QUICK_WIZARD_VISIBLE_ANSWERS).toBe(4);
    const quick = wizards.filter((w) => w.kind === "quick");
    expect(quick.map((w) => w.code).sort()).toEqual(["dekbed-snelkeuze", "kussen-snelkeuze", "matras-snelkeuze"]);
    expect(quick.some((w) => w.questions[0]!.answers.length > QUICK_WIZARD_VISIBLE_ANSWERS)).toBe(true);
  });

  it("the mattress width answers carry the spec's bed widths and names", () => {
    const widths = wizards.find((w) => w.code === "matrasadvies")!.questions.find((q) => q.id === 104)!.answers;
    for (const { width, name } of BED_WIDTHS) {
      const a = widths.find((x) => x.answer === `${width} cm`);
      expect(a?.description?.startsWith(name)).toBe(true);
      expect(a?.filter?.values.every((v) => v.startsWith(`${width}x`))).toBe(true);
    }
  });
});
