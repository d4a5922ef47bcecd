import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { ApiError, browserApi } from "../../lib/api/client";
import type { ReviewPosted } from "../../lib/api/types/catalog";
import { fieldErrors } from "../../lib/form/field-errors";
import { REVIEW_HONEYPOT, REVIEW_IDS, REVIEW_INVITATION_FIELD, REVIEW_QUERY, REVIEW_SCORES } from "../../lib/reviews/constants";
import { REVIEW_LIMITS, REVIEW_MESSAGES } from "../../lib/reviews/messages";
import { reviewPostPath } from "../../lib/reviews/query";
import { REVIEW_INTENT, type ReviewFormState } from "../../lib/reviews/state";
import { REVIEW_FIELDS, reviewFields, reviewFormSchema, toReviewPayload, type ReviewField } from "../../lib/schemas/review";
import type { ReviewProduct } from "./review-section";
import { TextField } from "./text-field";

type Phase = "idle" | "posting" | "posted" | "failed";
type Errors = Partial<Record<string, string>>;

function formValues(form: HTMLFormElement): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of new FormData(form)) if (typeof v === "string" && k !== "js" && k !== "intent") out[k] = v;
  return out;
}

/**
 * The review form (spec sections 4 and 5), loaded on demand. Without JavaScript it is a plain post to the
 * product route's action (?review=schrijven keeps it open in the answer). Hydrated it checks the fields
 * with the shared schema (on leaving a field and on submit), posts the spec's Review payload to the API
 * itself, says 'Aan het plaatsen...' on its disabled button meanwhile, then shows the server's message,
 * or the danger alert 'Er ging iets mis' on failure.
 */
export default function ReviewForm({
  product,
  state,
  focusOnMount,
  invitation = "",
}: {
  product: ReviewProduct;
  state: ReviewFormState | null;
  focusOnMount: boolean;
  /** The token of a review invitation's link (the page's URL), or the one a refused post without JavaScript sent. */
  invitation?: string;
}) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const [hydrated, setHydrated] = useState(false);
  const [phase, setPhase] = useState<Phase>(state ? (state.ok ? "posted" : "failed") : "idle");
  const [message, setMessage] = useState<string | undefined>(state?.message);
  const [errors, setErrors] = useState<Errors>(state?.errors ?? {});
  const [focusTick, setFocusTick] = useState(state?.errors ? 1 : 0);
  const values = state && !state.ok ? (state.values ?? {}) : {};
  const token = values[REVIEW_INVITATION_FIELD] ?? invitation;

  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);
  useEffect(() => {
    if (focusTick > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusTick]);
  useEffect(() => {
    if (phase === "posted") doneRef.current?.focus();
  }, [phase]);

  const checkField = (name: string, value: string) => {
    if (!(REVIEW_FIELDS as string[]).includes(name)) return;
    const result = reviewFields[name as ReviewField].safeParse(value);
    setErrors((e) => ({ ...e, [name]: result.success ? undefined : result.error.issues[0]?.message }));
  };

  const onBlur = (event: React.FocusEvent<HTMLFormElement>) => {
    const target = event.target as unknown as HTMLInputElement;
    if (!target.name || target.type === "radio") return;
    checkField(target.name, target.value);
  };

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as unknown as HTMLInputElement;
    // A field that shows a message is checked again while it is corrected; the stars on choosing.
    if (target.type === "radio" || errors[target.name]) checkField(target.name, target.value);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (phase === "posting") return;
    const form = event.currentTarget;
    const entries = formValues(form);
    const parsed = reviewFormSchema.safeParse(entries);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      setFocusTick((t) => t + 1);
      return;
    }
    setErrors({});
    setPhase("posting");
    setMessage(undefined);
    try {
      const posted = await browserApi.send<ReviewPosted>("POST", reviewPostPath(product.id), toReviewPayload(entries, product));
      setMessage(posted.message);
      setPhase("posted");
    } catch (err) {
      const known = err instanceof ApiError && err.status >= 400 && err.status < 500;
      if (known && err.fields) {
        setErrors(err.fields);
        setFocusTick((t) => t + 1);
      }
      setMessage(known ? err.message : undefined);
      setPhase("failed");
    }
  };

  const headingId = REVIEW_IDS.form;
  if (phase === "posted") {
    return (
      <div className="review-form review-form--posted">
        <h3 id={headingId} className="review-form__title">
          {REVIEW_MESSAGES.write}
        </h3>
        <p ref={doneRef} tabIndex={-1} role="status" className="review-form__posted">
          {message ?? REVIEW_MESSAGES.posted}
        </p>
      </div>
    );
  }

  const posting = phase === "posting";
  const scoreError = errors.review_score;
  const scoreErrorId = `${id}-review_score-fout`;
  const initialScore = values.review_score;
  return (
    <div className="review-form">
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className="review-form__title">
        {REVIEW_MESSAGES.write}
      </h3>
      {phase === "failed" ? (
        <div role="alert" className="review-form__alert account-alert account-alert--danger">
          <strong>{REVIEW_MESSAGES.failed}</strong>
          {message && message !== REVIEW_MESSAGES.failed ? <span>. {message}</span> : null}
        </div>
      ) : null}
      <form
        ref={formRef}
        method="post"
        action={`?${REVIEW_QUERY.write}=${REVIEW_QUERY.writeValue}#${headingId}`}
        noValidate
        aria-labelledby={headingId}
        aria-busy={posting || undefined}
        onSubmit={hydrated ? onSubmit : undefined}
        onBlur={onBlur}
        onChange={onChange}
      >
        <input type="hidden" name="intent" value={REVIEW_INTENT} />
        <input type="hidden" name="js" value={hydrated ? "1" : ""} />
        {token ? <input type="hidden" name={REVIEW_INVITATION_FIELD} value={token} /> : null}
        {token ? <p className="review-form__invited">{REVIEW_MESSAGES.invited}</p> : null}
        <fieldset className="review-form__score" aria-describedby={scoreError ? scoreErrorId : undefined}>
          <legend>Je score</legend>
          <div className="review-form__stars">
            {REVIEW_SCORES.map((s) => (
              <label key={s} className="review-form__star">
                <input
                  type="radio"
                  name="review_score"
                  value={s}
                  defaultChecked={initialScore === s}
                  aria-invalid={scoreError ? true : undefined}
                  required
                />
                <span>
                  {s} {s === "1" ? "ster" : "sterren"}
                </span>
              </label>
            ))}
          </div>
          {scoreError ? (
            <p id={scoreErrorId} className="form-error">
              {scoreError}
            </p>
          ) : null}
        </fieldset>
        <TextField id={id} name="review_title" label="Titel van je review" max={REVIEW_LIMITS.title} error={errors.review_title} initial={values.review_title} />
        <TextField id={id} name="review_content" label="Je review" max={REVIEW_LIMITS.content} error={errors.review_content} initial={values.review_content} multiline />
        <TextField
          id={id}
          name="display_name"
          label="Je naam"
          hint="Zo staat je naam bij je review, bijvoorbeeld je voornaam."
          autoComplete="given-name"
          max={REVIEW_LIMITS.displayName}
          error={errors.display_name}
          initial={values.display_name}
        />
        <TextField
          id={id}
          name="email"
          type="email"
          label="E-mailadres"
          hint="We tonen en bewaren je e-mailadres niet. We gebruiken het alleen zodat je één review per product plaatst."
          autoComplete="email"
          max={REVIEW_LIMITS.email}
          error={errors.email}
          initial={values.email}
        />
        {/* Honeypot: hidden from people and assistive tech (display: none); bots that fill every field fill it. */}
        <div className="review-form__trap" aria-hidden="true">
          <label htmlFor={`${id}-${REVIEW_HONEYPOT}`}>Website</label>
          <input id={`${id}-${REVIEW_HONEYPOT}`} name={REVIEW_HONEYPOT} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <button type="submit" className="btn btn--primary" disabled={posting}>
          {posting ? REVIEW_MESSAGES.posting : REVIEW_MESSAGES.submit}
        </button>
      </form>
    </div>
  );
}
