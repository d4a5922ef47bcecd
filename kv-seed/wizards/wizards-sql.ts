/**
 * Turns kv-seed/wizards/wizards.json into SQL for migration 0012 (wizards, questions, answers). Pure: usable
 * from the seed command and the tests. Idempotent and follows the file: rows are upserted by id, and
 * questions and answers of a seeded wizard that left the file are deleted. Categories are found by slug.
 */
import { parseAdviceBand } from "../../worker/domain/advice/mattress-advice.ts";
import { slugPattern } from "../../app/kernel/patterns.ts";
import { FILTER_ORDER } from "../../worker/domain/filters.ts";

export interface SeedWizardAnswer {
  id: number;
  answer: string;
  description?: string;
  image?: string;
  filter?: { code: string; values: string[] };
  advice?: string;
}
export interface SeedWizardQuestion {
  id: number;
  question: string;
  explanation?: string;
  is_skippable: boolean;
  is_multiselect: boolean;
  show_if?: { question_id: number; answer_ids: number[] };
  answers: SeedWizardAnswer[];
}
export interface SeedWizard {
  id: number;
  code: string;
  category: string;
  kind: "full" | "quick";
  title: string;
  questions: SeedWizardQuestion[];
}

const q = (s: string): string => `'${s.replace(/'/gu, "''")}'`;
const qn = (s: string | undefined): string => (s === undefined ? "NULL" : q(s));
const SLUG = slugPattern(64);
/** An answer's picture: a file of the shop's own public/images/wizard/ (shown 40-48 px square). */
const ANSWER_IMAGE = /^\/images\/wizard\/[a-z0-9-]{1,64}\.(?:svg|png|webp)$/u;

/** Throws with the wizard and id when the file is not usable (unknown filter, bad advice band, duplicate id). */
export function checkWizards(wizards: readonly SeedWizard[]): void {
  const ids = new Set<string>();
  const unique = (kind: string, id: number) => {
    if (!Number.isInteger(id) || id <= 0 || ids.has(`${kind}:${id}`)) throw new Error(`wizards.json: ${kind} id ${id} is not a unique positive integer`);
    ids.add(`${kind}:${id}`);
  };
  for (const w of wizards) {
    unique("wizard", w.id);
    if (!SLUG.test(w.code)) throw new Error(`wizards.json: bad code '${w.code}'`);
    if (w.questions.length === 0) throw new Error(`wizards.json: ${w.code} has no questions`);
    for (const question of w.questions) {
      unique("question", question.id);
      if (question.answers.length === 0) throw new Error(`wizards.json: question ${question.id} has no answers`);
      for (const a of question.answers) {
        unique("answer", a.id);
        if (a.filter && (!FILTER_ORDER.includes(a.filter.code) || a.filter.values.length === 0 || !a.filter.values.every((v) => SLUG.test(v)))) {
          throw new Error(`wizards.json: answer ${a.id} has an unknown filter or bad values`);
        }
        if (a.advice !== undefined && !parseAdviceBand(a.advice)) throw new Error(`wizards.json: answer ${a.id} has an unknown advice band '${a.advice}'`);
        if (a.image !== undefined && !ANSWER_IMAGE.test(a.image)) throw new Error(`wizards.json: answer ${a.id} has an image outside /images/wizard/ ('${a.image}')`);
      }
    }
  }
}

export function wizardsSql(wizards: readonly SeedWizard[]): string[] {
  checkWizards(wizards);
  const out: string[] = [];
  for (const w of wizards) {
    out.push(
      `INSERT INTO wizards (id, code, category_id, title, kind) VALUES (${w.id}, ${q(w.code)}, (SELECT id FROM categories WHERE slug = ${q(w.category)}), ${q(w.title)}, ${q(w.kind)}) ON CONFLICT (id) DO UPDATE SET code = excluded.code, category_id = excluded.category_id, title = excluded.title, kind = excluded.kind;`,
    );
    w.questions.forEach((question, qi) => {
      const showIf = question.show_if ? q(JSON.stringify(question.show_if)) : "NULL";
      out.push(
        `INSERT INTO wizard_questions (id, wizard_id, position, question, explanation, is_skippable, is_multiselect, show_if) VALUES (${question.id}, ${w.id}, ${qi + 1}, ${q(question.question)}, ${qn(question.explanation)}, ${question.is_skippable ? 1 : 0}, ${question.is_multiselect ? 1 : 0}, ${showIf}) ON CONFLICT (id) DO UPDATE SET wizard_id = excluded.wizard_id, position = excluded.position, question = excluded.question, explanation = excluded.explanation, is_skippable = excluded.is_skippable, is_multiselect = excluded.is_multiselect, show_if = excluded.show_if;`,
      );
      question.answers.forEach((a, ai) => {
        out.push(
          `INSERT INTO wizard_answers (id, question_id, position, answer, description, image, filter_code, filter_values, advice) VALUES (${a.id}, ${question.id}, ${ai + 1}, ${q(a.answer)}, ${qn(a.description)}, ${qn(a.image)}, ${qn(a.filter?.code)}, ${qn(a.filter?.values.join(","))}, ${qn(a.advice)}) ON CONFLICT (id) DO UPDATE SET question_id = excluded.question_id, position = excluded.position, answer = excluded.answer, description = excluded.description, image = excluded.image, filter_code = excluded.filter_code, filter_values = excluded.filter_values, advice = excluded.advice;`,
        );
      });
    });
  }
  const wizardIds = wizards.map((w) => w.id).join(", ");
  const questionIds = wizards.flatMap((w) => w.questions.map((x) => x.id)).join(", ");
  const answerIds = wizards.flatMap((w) => w.questions.flatMap((x) => x.answers.map((a) => a.id))).join(", ");
  out.push(`DELETE FROM wizard_answers WHERE question_id IN (SELECT id FROM wizard_questions WHERE wizard_id IN (${wizardIds})) AND id NOT IN (${answerIds});`);
  out.push(`DELETE FROM wizard_questions WHERE wizard_id IN (${wizardIds}) AND id NOT IN (${questionIds});`);
  return out;
}
