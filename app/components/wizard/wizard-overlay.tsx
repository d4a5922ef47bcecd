/**
 * The wizard overlay (spec sections 2 and 4): one question a step in the shop's dialog, the answers as
 * radio buttons (single select) or checkboxes (multi select). Loaded on demand by WizardButton.
 */
import { useEffect, useId, useReducer, useRef } from "react";
import { useNavigate } from "react-router";
import { browserApi } from "../../lib/api/client";
import { createLogger } from "../../lib/log";
import { answersPayload, canAdvance, chosen, currentQuestion, initialWizardState, nextLabel, wizardReducer } from "../../lib/wizard/machine";
import { WIZARD_TEXT } from "../../lib/wizard/messages";
import { Dialog } from "../ui/dialog";

export interface WizardOverlayProps {
  code: string;
  categoryId?: number;
  title: string;
  onClose: () => void;
}

export default function WizardOverlay({ code, categoryId, title, onClose }: WizardOverlayProps) {
  const [state, dispatch] = useReducer(wizardReducer, undefined, initialWizardState);
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const ids = useId();
  const question = currentQuestion(state);

  // Every pending step fetches the questions for the answers so far (spec: record, fetch, advance).
  useEffect(() => {
    if (!state.loading) return;
    let live = true;
    browserApi.catalog
      .guidedSelling({ code, ...(categoryId ? { category_id: categoryId } : {}), qs: answersPayload(state) })
      .then((data) => live && dispatch({ type: "loaded", data }))
      .catch((err: unknown) => {
        // Spec section 8, Wizard fetch failure: logged only; loading ends.
        createLogger({ feature: "wizard", code }).warn("wizard fetch failed", { error: String(err) });
        if (live) dispatch({ type: "failed" });
      });
    return () => {
      live = false;
    };
    // The fetch follows `loading`; the answers are read when it starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.loading]);

  useEffect(() => {
    if (state.done) {
      onClose();
      void navigate(state.done);
    }
  }, [state.done, navigate, onClose]);

  // A new step: its question takes the focus, so screen readers read it and Tab starts at its answers.
  useEffect(() => {
    if (question) headingRef.current?.focus();
  }, [state.step, question?.id]); // eslint-disable-line react-hooks/exhaustive-deps

  const blocked = !canAdvance(state);
  return (
    <Dialog open onClose={onClose} title={title} className="wizard">
      <form
        className="wizard__form"
        aria-busy={state.loading}
        onSubmit={(e) => {
          e.preventDefault();
          dispatch({ type: "next" });
        }}
      >
        {!question ? (
          <p className="wizard__status" role="status">
            {state.loading ? WIZARD_TEXT.loading : WIZARD_TEXT.failed}
          </p>
        ) : (
          <>
            <p className="wizard__progress">{WIZARD_TEXT.step(state.step + 1, state.questions.length)}</p>
            <fieldset className="wizard__question" aria-describedby={question.explanation ? `${ids}-explanation` : undefined}>
              <legend>
                <h3 className="wizard__title" ref={headingRef} tabIndex={-1}>
                  {question.question}
                </h3>
              </legend>
              {question.explanation && (
                <p id={`${ids}-explanation`} className="wizard__explanation">
                  {question.explanation}
                </p>
              )}
              <ul className="wizard__answers">
                {question.answers.map((a) => {
                  const checked = chosen(state, question.id).includes(a.id);
                  return (
                    <li key={a.id}>
                      <label className={checked ? "wizard__answer wizard__answer--checked" : "wizard__answer"}>
                        <input
                          type={question.is_multiselect ? "checkbox" : "radio"}
                          name={`${ids}-q${question.id}`}
                          value={a.id}
                          checked={checked}
                          onChange={() => dispatch({ type: "select", questionId: question.id, answerId: a.id })}
                        />
                        <span className="wizard__answer-text">
                          <span className="wizard__answer-title">{a.answer}</span>
                          {a.description && <span className="wizard__answer-description">{a.description}</span>}
                        </span>
                        {a.image && <img src={a.image} alt="" width={48} height={48} loading="lazy" />}
                      </label>
                    </li>
                  );
                })}
              </ul>
            </fieldset>
            <p className="wizard__count" role="status">
              {state.loading ? WIZARD_TEXT.loading : state.count !== null ? WIZARD_TEXT.count(state.count) : ""}
            </p>
            {state.message && (
              <p className="wizard__message" role="alert" id={`${ids}-message`}>
                {state.message}
              </p>
            )}
            <div className="wizard__actions">
              {state.step > 0 && (
                <button type="button" className="btn btn--ghost" onClick={() => dispatch({ type: "back" })} disabled={state.loading}>
                  {WIZARD_TEXT.back}
                </button>
              )}
              <button
                type="submit"
                className="btn btn--primary wizard__next"
                aria-disabled={blocked || state.loading}
                aria-describedby={state.message ? `${ids}-message` : undefined}
              >
                {nextLabel(state)}
              </button>
            </div>
          </>
        )}
      </form>
    </Dialog>
  );
}
