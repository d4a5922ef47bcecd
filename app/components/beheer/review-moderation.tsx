/**
 * One review in the moderation queue (docs/decisions/042): the product (link), the score, title and text, the
 * writer's display name and whether they are a verified buyer; approve, reject with a reason (required), and
 * the shop's public reply. Plain POST forms to the page's action (keyboard, no JavaScript).
 */
import { Form } from "react-router";
import type { BeheerReview } from "../../lib/beheer/types/reviews";
import { BEHEER_REVIEW_MESSAGES as M } from "../../lib/beheer/messages/reviews";
import { formatDutchLongDate } from "../../lib/format";

export function ReviewModeration({ review: r, busy, errors }: { review: BeheerReview; busy: boolean; errors?: Record<string, string> }) {
  const id = (what: string) => `review-${r.id}-${what}`;
  const hidden = (intent: string) => (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={r.id} />
    </>
  );
  return (
    <article className="beheer-review" aria-labelledby={id("titel")}>
      <h2 id={id("titel")}>
        {M.review(r.id)}: {r.title}
      </h2>
      <dl className="beheer-review__facts">
        <div>
          <dt>{M.product}</dt>
          <dd>
            <a href={r.product_path}>{r.product_title}</a>
          </dd>
        </div>
        <div>
          <dt>Score</dt>
          <dd>{M.score(r.score)}</dd>
        </div>
        <div>
          <dt>{M.by}</dt>
          <dd>
            {r.display_name} · <span className={r.verified ? "beheer-review__verified" : undefined}>{r.verified ? M.verified : M.notVerified}</span>
          </dd>
        </div>
        <div>
          <dt>{M.created}</dt>
          <dd>{formatDutchLongDate(r.created_at)}</dd>
        </div>
        {r.status === "rejected" && r.reject_reason ? (
          <div>
            <dt>{M.rejectReasonShown}</dt>
            <dd>{r.reject_reason}</dd>
          </div>
        ) : null}
      </dl>
      <p className="beheer-review__content">{r.content}</p>
      <div className="beheer-review__actions">
        {r.status !== "published" ? (
          <Form method="post" className="beheer-inline-form">
            {hidden("approve")}
            <button type="submit" className="btn btn--primary" disabled={busy} aria-describedby={id("titel")}>
              {M.approve}
            </button>
          </Form>
        ) : null}
        {r.status !== "rejected" ? (
          <Form method="post" className="beheer-form" noValidate>
            {hidden("reject")}
            <label htmlFor={id("reden")}>{M.rejectReason}</label>
            <textarea id={id("reden")} name="reason" rows={2} maxLength={500} aria-invalid={errors?.reason ? true : undefined} aria-describedby={errors?.reason ? id("reden-fout") : undefined} />
            {errors?.reason ? (
              <p id={id("reden-fout")} className="account-field__error">
                {errors.reason}
              </p>
            ) : null}
            <button type="submit" className="btn" disabled={busy}>
              {M.reject}
            </button>
          </Form>
        ) : null}
        <Form method="post" className="beheer-form" noValidate>
          {hidden("reply")}
          <label htmlFor={id("reactie")}>{M.reply}</label>
          <textarea id={id("reactie")} name="reply" rows={3} maxLength={2000} defaultValue={r.reply ?? ""} aria-invalid={errors?.reply ? true : undefined} aria-describedby={errors?.reply ? id("reactie-fout") : undefined} />
          {errors?.reply ? (
            <p id={id("reactie-fout")} className="account-field__error">
              {errors.reply}
            </p>
          ) : null}
          <button type="submit" className="btn" disabled={busy}>
            {M.replySubmit}
          </button>
        </Form>
        {r.reply ? (
          <Form method="post" className="beheer-inline-form">
            {hidden("reply-remove")}
            <button type="submit" className="btn btn--small btn--danger" disabled={busy}>
              {M.replyRemove}
            </button>
          </Form>
        ) : null}
      </div>
    </article>
  );
}
