import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { ApiError, browserApi } from "../../lib/api/client";
import type { ReviewPosted } from "../../lib/api/types/catalog";
import { fieldErrors } from "../../lib/form/field-errors";
import { REVIEW_HONEYPOT, REVIEW_IDS, REVIEW_INVITATION_FIELD, REVIEW_QUERY, REVIEW_SCORES } from "../../lib/reviews/constants";
import { REVIEW_LIMITS, REVIEW_MESSAGES } from "../../lib/reviews/messages";
import { reviewPostPath } from "../../lib/reviews/query";
import { REVIEW_INTENT, type ReviewFormState } from "../../lib/reviews/state";
import { REVIEW_FIELDS, reviewFields, reviewFormSchema, toReviewPayload, type ReviewField } from "../../lib/schemas/review";
import { ErrorText } from "../form/error-text";
import { Fieldset } from "../form/fieldset";
import { useFocusFirstInvalid } from "../form/focus";
import { controlAria, fieldIds } from "../form/ids";
import { LabelledField } from "../form/labelled-field";
import { JsFlag, useHydrated } from "../form/no-js";
import { BusyButton } from "../form/submit";
import { validateOnBlur } from "../form/validate-on-blur";
import type { ReviewProduct } from "./review-section";

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
  const hydrated = useHydrated();
  const [phase, setPhase] = useState<Phase>(state ? (state.ok ? "posted" : "failed") : "idle");
  const [message, setMessage] = useState<string | undefined>(state?.message);
  const [errors, setErrors] = useState<Errors>(state?.errors ?? {});
  const [focusTick, setFocusTick] = useState(state?.errors ? 1 : 0);
  const values = state && !state.ok ? (state.values ?? {}) : {};
  const token = values[REVIEW_INVITATION_FIELD] ?? invitation;

  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);
  useFocusFirstInvalid(formRef, focusTick);
  useEffect(() => {
    if (phase === "posted") doneRef.current?.focus();
  }, [phase]);

  const checkField = (name: string, value: string) => {
    if (!(REVIEW_FIELDS as string[]).includes(name)) return;
    const result = reviewFields[name as ReviewField].safeParse(value);
    setErrors((e) => ({ ...e, [name]: result.success ? undefined : result.error.issues[0]?.message }));
  };

  // The stars are checked on choosing, not on leaving them.
  const { onBlur, onChange } = validateOnBlur({
    onLeave: (name, field) => checkField(name, field.value),
    onRecheck: (name, field) => checkField(name, field.value),
    showsMessage: (name) => Boolean(errors[name]),
    radioBlur: "never",
  });

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
  const scoreErrorId = fieldIds(id, "review_score").errorId;
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
        <JsFlag hydrated={hydrated} />
        {token ? <input type="hidden" name={REVIEW_INVITATION_FIELD} value={token} /> : null}
        {token ? <p className="review-form__invited">{REVIEW_MESSAGES.invited}</p> : null}
        <Fieldset legend="Je score" className="review-form__score" aria-describedby={scoreError ? scoreErrorId : undefined}>
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
          <ErrorText id={scoreErrorId}>{scoreError}</ErrorText>
        </Fieldset>
        <TextField prefix={id} name="review_title" label="Titel van je review" max={REVIEW_LIMITS.title} error={errors.review_title} initial={values.review_title} />
        <TextField prefix={id} name="review_content" label="Je review" max={REVIEW_LIMITS.content} error={errors.review_content} initial={values.review_content} multiline />
        <TextField
          prefix={id}
          name="display_name"
          label="Je naam"
          hint="Zo staat je naam bij je review, bijvoorbeeld je voornaam."
          autoComplete="given-name"
          max={REVIEW_LIMITS.displayName}
          error={errors.display_name}
          initial={values.display_name}
        />
        <TextField
          prefix={id}
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
        <BusyButton busy={posting} busyText={REVIEW_MESSAGES.posting}>
          {REVIEW_MESSAGES.submit}
        </BusyButton>
      </form>
    </div>
  );
}

interface TextFieldProps {
  /** The form's id prefix (useId). */
  prefix: string;
  name: string;
  label: string;
  hint?: string;
  type?: "text" | "email";
  autoComplete?: string;
  max: number;
  error?: string;
  initial?: string;
  multiline?: boolean;
}

/** A labelled, required text field of the review form; its hint and error are tied to it. */
function TextField({ prefix, name, label, hint, type = "text", autoComplete, max, error, initial, multiline = false }: TextFieldProps) {
  const { id, hintId, errorId } = fieldIds(prefix, name);
  const common = { id, name, required: true, "aria-required": true, maxLength: max, defaultValue: initial, ...controlAria(error, errorId, hint && hintId) } as const;
  return (
    <LabelledField id={id} label={label} className="review-form__field" hint={hint} hintId={hintId} hintClassName="review-form__hint" error={error} errorId={errorId}>
      {multiline ? <textarea rows={6} {...common} /> : <input type={type} autoComplete={autoComplete ?? "off"} {...common} />}
    </LabelledField>
  );
}
