/**
 * POST /v1/catalog/guided-selling (spec section 7): a wizard's questions given the answers so far, how many
 * products of the category match them, and the category URL that shows those products. Counts come from
 * the category listing's own query (store/catalog/listing.ts), so the wizard and the page agree.
 */
import { Hono } from "hono";
import type { Wizard } from "../../../app/lib/api/types/wizard";
import { DEFAULT_SORT, selectionPath, type Selection } from "../../../app/kernel/filter-paths";
import { guidedSellingSchema } from "../../../app/lib/schemas/advice";
import { answersFilters, readAnswers, visibleQuestions, withAnswer, WizardAnswerError, type Answers, type WizardDef } from "../../domain/advice/wizard-flow";
import { FILTER_ORDER } from "../../domain/filters";
import type { AppEnv } from "../../env";
import { ApiHttpError } from "../../http/errors";
import { ok } from "../../http/respond";
import { zv } from "../../http/validate";
import { categoryListing } from "../../store/catalog";
import { wizardByCode, wizardCategory } from "../../store/wizards";

export const guidedSellingRoutes = new Hono<AppEnv>();

const selectionOf = (filters: Record<string, string[]>): Selection => ({ filters, price: null, sort: DEFAULT_SORT });

function answersOrThrow(def: WizardDef, qs: Record<string, number | number[]>): Answers {
  try {
    return readAnswers(def, qs);
  } catch (err) {
    if (err instanceof WizardAnswerError) throw new ApiHttpError(422, "invalid_answer", err.message);
    throw err;
  }
}

guidedSellingRoutes.post("/guided-selling", zv("json", guidedSellingSchema), async (c) => {
  const { code, category_id, qs } = c.req.valid("json");
  const db = c.env.DB;
  const def = await wizardByCode(db, code);
  if (!def) throw new ApiHttpError(404, "wizard_not_found", "Deze keuzehulp bestaat niet.");
  const category = await wizardCategory(db, category_id ?? def.category_id, def.category_id);
  if (!category) throw new ApiHttpError(404, "category_not_found", "Deze keuzehulp hoort niet bij deze categorie.");
  const answers = answersOrThrow(def, qs);
  const basePath = `/${category.slug}/`;
  const sel = selectionOf(answersFilters(def, answers));
  const listing = await categoryListing(db, { categoryId: category.id }, sel, 0, 1);
  const urlOf = (filters: Record<string, string[]>) => selectionPath(basePath, selectionOf(filters), FILTER_ORDER);
  return ok<Wizard>(c, {
    code: def.code,
    category_id: category.id,
    title: def.title,
    questions: visibleQuestions(def, answers).map((q) => ({
      id: q.id,
      question: q.question,
      explanation: q.explanation,
      is_skippable: q.is_skippable,
      is_multiselect: q.is_multiselect,
      answers: q.answers.map((a) => ({
        id: a.id,
        answer: a.answer,
        image: a.image,
        description: a.description,
        url: urlOf(answersFilters(def, withAnswer(answers, q, a.id))),
      })),
    })),
    count: listing.total,
    result_url: urlOf(sel.filters),
  });
});
