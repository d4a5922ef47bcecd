/**
 * The quick wizard's choice (spec section 4): records the answer, fetches the wizard again and shows the
 * results at once. Loaded on the first click, so the category page carries only the links.
 */
import { browserApi } from "../api/client";
import { createLogger } from "../log";

export async function chooseQuickAnswer(opts: {
  section: HTMLElement;
  code: string;
  categoryId: number;
  questionId: number;
  answerId: number;
  multi: boolean;
  navigate: (url: string) => unknown;
}): Promise<void> {
  const { section, code } = opts;
  section.setAttribute("aria-busy", "true");
  try {
    const data = await browserApi.catalog.guidedSelling({ code, category_id: opts.categoryId, qs: { [opts.questionId]: opts.multi ? [opts.answerId] : opts.answerId } });
    await opts.navigate(data.result_url);
  } catch (err) {
    // Spec section 8, Wizard fetch failure: logged only; loading ends.
    createLogger({ feature: "quick-wizard", code }).warn("quick wizard fetch failed", { error: String(err) });
  } finally {
    section.removeAttribute("aria-busy");
  }
}
