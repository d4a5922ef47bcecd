/**
 * The quick wizard on a category page (spec sections 2, 4 and 9): one question whose answers go straight
 * to the results. Server-rendered with the page; every answer is a link to its results page, so it works
 * without JavaScript. With JavaScript a choice records the answer, fetches the wizard again and shows the
 * results at once (app/lib/wizard/quick-choose.ts, loaded on the first click). At most 4 answers show; the
 * rest sit in a disclosure whose summary reads 'Meer' or 'Minder'.
 */
import { useNavigate } from "react-router";
import type { Wizard, WizardAnswer } from "../../lib/api/types/wizard";
import { QUICK_WIZARD_VISIBLE_ANSWERS, WIZARD_ENTRY_TEXT } from "../../lib/wizard/constants";

export function QuickWizard({ wizard }: { wizard: Wizard }) {
  const navigate = useNavigate();
  const question = wizard.questions[0];
  if (!question) return null;
  const titleId = `quick-wizard-${question.id}`;
  const list = (answers: WizardAnswer[]) => (
    <ul className="quick-wizard__answers">
      {answers.map((a) => (
        <li key={a.id}>
          <a href={a.url} className="quick-wizard__answer" data-answer={a.id}>
            {a.image && <img className="quick-wizard__answer-image" src={a.image} alt="" width={40} height={40} decoding="async" />}
            <span className="quick-wizard__answer-title">{a.answer}</span>
            {a.description && <span className="quick-wizard__answer-description">{a.description}</span>}
          </a>
        </li>
      ))}
    </ul>
  );
  return (
    <section
      className="quick-wizard"
      aria-labelledby={titleId}
      onClick={(e) => {
        const link = (e.target as HTMLElement).closest<HTMLAnchorElement>("a[data-answer]");
        if (!link || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        const section = e.currentTarget;
        if (section.hasAttribute("aria-busy")) return;
        void import("../../lib/wizard/quick-choose").then((m) =>
          m.chooseQuickAnswer({ section, code: wizard.code, categoryId: wizard.category_id, questionId: question.id, answerId: Number(link.dataset.answer), multi: question.is_multiselect, navigate }),
        );
      }}
    >
      <h2 id={titleId} className="quick-wizard__title">
        {question.question}
      </h2>
      {list(question.answers.slice(0, QUICK_WIZARD_VISIBLE_ANSWERS))}
      {question.answers.length > QUICK_WIZARD_VISIBLE_ANSWERS && (
        <details className="quick-wizard__more">
          <summary className="link-button">
            <span className="quick-wizard__more-label">{WIZARD_ENTRY_TEXT.more}</span>
            <span className="quick-wizard__less-label">{WIZARD_ENTRY_TEXT.less}</span>
          </summary>
          {list(question.answers.slice(QUICK_WIZARD_VISIBLE_ANSWERS))}
        </details>
      )}
    </section>
  );
}
