/**
 * The quick wizard on a category page (spec sections 2, 4 and 9): one question whose answers go straight
 * to the results. Server-rendered with the page; every answer is a link to its results page, so it works
 * without JavaScript. With JavaScript a choice records the answer, fetches the wizard again and shows the
 * results at once. At most 4 answers show; the rest sit behind 'Meer' / 'Minder'.
 */
import { useState } from "react";
import { useNavigate } from "react-router";
import type { Wizard } from "../../lib/api/types/wizard";
import { browserApi } from "../../lib/api/client";
import { createLogger } from "../../lib/log";
import { QUICK_WIZARD_VISIBLE_ANSWERS, WIZARD_ENTRY_TEXT } from "../../lib/wizard-constants";

export function QuickWizard({ wizard }: { wizard: Wizard }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState<number | null>(null);
  const navigate = useNavigate();
  const question = wizard.questions[0];
  if (!question) return null;
  const listId = `quick-wizard-${question.id}`;
  const choose = (answerId: number) => {
    setBusy(answerId);
    browserApi.catalog
      .guidedSelling({ code: wizard.code, category_id: wizard.category_id, qs: { [question.id]: question.is_multiselect ? [answerId] : answerId } })
      .then((data) => navigate(data.result_url))
      // Spec section 8, Wizard fetch failure: logged only; loading ends.
      .catch((err: unknown) => createLogger({ feature: "quick-wizard", code: wizard.code }).warn("quick wizard fetch failed", { error: String(err) }))
      .finally(() => setBusy(null));
  };
  const extra = question.answers.length > QUICK_WIZARD_VISIBLE_ANSWERS;
  return (
    <section className="quick-wizard" aria-labelledby={`${listId}-title`} aria-busy={busy !== null}>
      <h2 id={`${listId}-title`} className="quick-wizard__title">
        {question.question}
      </h2>
      <ul id={listId} className="quick-wizard__answers">
        {question.answers.map((a, i) => (
          <li key={a.id} hidden={!open && i >= QUICK_WIZARD_VISIBLE_ANSWERS}>
            <a
              href={a.url}
              className={busy === a.id ? "quick-wizard__answer quick-wizard__answer--busy" : "quick-wizard__answer"}
              onClick={(e) => {
                if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
                e.preventDefault();
                if (busy === null) choose(a.id);
              }}
            >
              <span className="quick-wizard__answer-title">{a.answer}</span>
              {a.description && <span className="quick-wizard__answer-description">{a.description}</span>}
            </a>
          </li>
        ))}
      </ul>
      {extra && (
        <button type="button" className="link-button quick-wizard__toggle" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
          {open ? WIZARD_ENTRY_TEXT.less : WIZARD_ENTRY_TEXT.more}
        </button>
      )}
    </section>
  );
}
