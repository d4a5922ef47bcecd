/** D1 reads of guided-selling wizards (migration 0012): one wizard with its questions and answers. */
import type { AnswerDef, QuestionDef, WizardDef } from "../domain/advice/wizard-flow";

interface WizardRow {
  id: number;
  code: string;
  category_id: number;
  title: string;
}
interface QuestionRow {
  id: number;
  question: string;
  explanation: string | null;
  is_skippable: number;
  is_multiselect: number;
  show_if: string | null;
}
interface AnswerRow {
  id: number;
  question_id: number;
  answer: string;
  description: string | null;
  image: string | null;
  filter_code: string | null;
  filter_values: string | null;
  advice: string | null;
}

function showIf(raw: string | null): QuestionDef["show_if"] {
  if (!raw) return null;
  const v = JSON.parse(raw) as { question_id: number; answer_ids: number[] };
  return { question_id: v.question_id, answer_ids: v.answer_ids };
}

/** The wizard with this code, its questions and answers in order (one batch); null when unknown. */
export async function wizardByCode(db: D1Database, code: string): Promise<WizardDef | null> {
  const [wizards, questions, answers] = await db.batch([
    db.prepare("SELECT id, code, category_id, title FROM wizards WHERE code = ?1").bind(code),
    db
      .prepare(
        `SELECT q.id, q.question, q.explanation, q.is_skippable, q.is_multiselect, q.show_if
           FROM wizard_questions q JOIN wizards w ON w.id = q.wizard_id
          WHERE w.code = ?1 ORDER BY q.position, q.id`,
      )
      .bind(code),
    db
      .prepare(
        `SELECT a.id, a.question_id, a.answer, a.description, a.image, a.filter_code, a.filter_values, a.advice
           FROM wizard_answers a JOIN wizard_questions q ON q.id = a.question_id JOIN wizards w ON w.id = q.wizard_id
          WHERE w.code = ?1 ORDER BY a.position, a.id`,
      )
      .bind(code),
  ]);
  const wizard = (wizards!.results as WizardRow[])[0];
  if (!wizard) return null;
  const byQuestion = new Map<number, AnswerDef[]>();
  for (const a of answers!.results as AnswerRow[]) {
    const list = byQuestion.get(a.question_id) ?? [];
    list.push({
      id: a.id,
      answer: a.answer,
      description: a.description,
      image: a.image,
      filter: a.filter_code && a.filter_values ? { code: a.filter_code, values: a.filter_values.split(",") } : null,
      advice: a.advice,
    });
    byQuestion.set(a.question_id, list);
  }
  return {
    ...wizard,
    questions: (questions!.results as QuestionRow[]).map((q) => ({
      id: q.id,
      question: q.question,
      explanation: q.explanation,
      is_skippable: q.is_skippable === 1,
      is_multiselect: q.is_multiselect === 1,
      show_if: showIf(q.show_if),
      answers: byQuestion.get(q.id) ?? [],
    })),
  };
}

/**
 * The category a wizard counts in: its own category or one below it (e.g. matrassen/pocketvering for the
 * mattress wizard); null when the id is unknown or belongs elsewhere.
 */
export async function wizardCategory(db: D1Database, categoryId: number, wizardCategoryId: number): Promise<{ id: number; slug: string } | null> {
  return db
    .prepare(
      `WITH RECURSIVE up(id, parent_id, depth) AS (
         SELECT id, parent_id, 0 FROM categories WHERE id = ?1
         UNION ALL
         SELECT c.id, c.parent_id, up.depth + 1 FROM up JOIN categories c ON c.id = up.parent_id WHERE up.depth < 8
       )
       SELECT c.id, c.slug FROM categories c WHERE c.id = ?1 AND EXISTS (SELECT 1 FROM up WHERE up.id = ?2)`,
    )
    .bind(categoryId, wizardCategoryId)
    .first<{ id: number; slug: string }>();
}
