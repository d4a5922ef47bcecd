import { describe, expect, it } from "vitest";
import { answersFilters, readAnswers, visibleQuestions, withAnswer, WizardAnswerError, type WizardDef } from "../../../worker/domain/advice/wizard-flow";

const def: WizardDef = {
  id: 1,
  code: "test",
  category_id: 3,
  title: "Test",
  questions: [
    { id: 10, question: "Gewicht", explanation: null, is_skippable: false, is_multiselect: false, show_if: null, answers: [
      { id: 101, answer: "< 80", description: null, image: null, filter: null, advice: "weight:light" },
      { id: 102, answer: "> 120", description: null, image: null, filter: null, advice: "weight:heavy" },
    ] },
    { id: 20, question: "Lengte", explanation: null, is_skippable: false, is_multiselect: false, show_if: null, answers: [
      { id: 201, answer: "< 150", description: null, image: null, filter: null, advice: "height:short" },
      { id: 202, answer: "> 190", description: null, image: null, filter: null, advice: "height:tall" },
    ] },
    { id: 30, question: "Soort", explanation: null, is_skippable: true, is_multiselect: true, show_if: null, answers: [
      { id: 301, answer: "Pocket", description: null, image: null, filter: { code: "soort", values: ["pocketvering"] }, advice: null },
      { id: 302, answer: "Latex", description: null, image: null, filter: { code: "soort", values: ["latex"] }, advice: null },
    ] },
    { id: 40, question: "Alleen na latex", explanation: null, is_skippable: true, is_multiselect: false, show_if: { question_id: 30, answer_ids: [302] }, answers: [
      { id: 401, answer: "Stevig", description: null, image: null, filter: { code: "hardheid", values: ["stevig", "medium"] }, advice: null },
    ] },
  ],
};

describe("wizard answers", () => {
  it("reads single and multiple answers, and drops empty lists (a skipped question)", () => {
    const a = readAnswers(def, { "10": 101, "30": [301, 302, 301], "20": [] });
    expect([...a.entries()]).toEqual([
      [10, [101]],
      [30, [301, 302]],
    ]);
  });

  it("refuses an unknown question, an answer of another question and two answers to a single-select question", () => {
    expect(() => readAnswers(def, { "99": 101 })).toThrow(new WizardAnswerError("Vraag 99 hoort niet bij deze keuzehulp."));
    expect(() => readAnswers(def, { "10": 201 })).toThrow("Antwoord 201 hoort niet bij vraag 10.");
    expect(() => readAnswers(def, { "10": [101, 102] })).toThrow("Bij vraag 10 kun je maar één antwoord kiezen.");
  });

  it("asks a conditional question only when its condition is met, and forgets its answer when it is not", () => {
    expect(visibleQuestions(def, readAnswers(def, {})).map((q) => q.id)).toEqual([10, 20, 30]);
    expect(visibleQuestions(def, readAnswers(def, { "30": [302] })).map((q) => q.id)).toEqual([10, 20, 30, 40]);
    expect([...readAnswers(def, { "30": [301], "40": 401 }).keys()]).toEqual([30]);
  });
});

describe("wizard filters", () => {
  it("turns weight and height into the advised firmness", () => {
    expect(answersFilters(def, readAnswers(def, { "10": 101, "20": 201 }))).toEqual({ hardheid: ["medium"] });
    expect(answersFilters(def, readAnswers(def, { "10": 102, "20": 202 }))).toEqual({ hardheid: ["medium"] });
    expect(answersFilters(def, readAnswers(def, { "10": 102, "20": 201 }))).toEqual({ hardheid: ["stevig"] });
    // Weight alone: the firmnesses of that column.
    expect(answersFilters(def, readAnswers(def, { "10": 101 }))).toEqual({ hardheid: ["medium", "zacht"] });
    expect(answersFilters(def, readAnswers(def, {}))).toEqual({});
  });

  it("ORs the answers of a multi-select question and ANDs questions on the same filter", () => {
    expect(answersFilters(def, readAnswers(def, { "30": [302, 301] }))).toEqual({ soort: ["latex", "pocketvering"] });
    // Conditional question: stevig|medium, and the advice for heavy + short says stevig: both hold.
    expect(answersFilters(def, readAnswers(def, { "10": 102, "20": 201, "30": [302], "40": 401 }))).toEqual({ soort: ["latex"], hardheid: ["stevig"] });
  });

  it("single select replaces the answer, multi select adds it", () => {
    const a = readAnswers(def, { "10": 101, "30": [301] });
    expect(withAnswer(a, def.questions[0]!, 102).get(10)).toEqual([102]);
    expect(withAnswer(a, def.questions[2]!, 302).get(30)).toEqual([301, 302]);
    expect(a.get(10)).toEqual([101]);
  });
});
