import { lazy, Suspense, useEffect, useState, useTransition } from "react";
import { Await } from "react-router";
import type { Reviews } from "../../lib/api/types/catalog";
import { REVIEW_IDS, REVIEW_QUERY, REVIEW_WRITE } from "../../lib/reviews/constants";
import type { ReviewFormState } from "../../lib/reviews/state";

// The form (and zod with its schema) loads on demand: when "Schrijf een review" is pressed, or at once
// when the page is rendered with the form open (a link followed without JavaScript, or a post's answer).
// No Suspense boundary around it: opened by a press, it renders in a transition (the link stays until the
// code is there); rendered on the server, the page waits for it, so the form is in the HTML itself (a
// streamed boundary needs JavaScript to show) and hydration waits for its code.
const ReviewForm = lazy(() => import("./review-form"));
// The list sits below the fold in the deferred reviews' Suspense boundary: its code loads with the data.
const ReviewList = lazy(() => import("./review-list"));

export interface ReviewProduct {
  id: number;
  title: string;
  url: string;
  description: string;
}

export interface ReviewSectionProps {
  product: ReviewProduct;
  /**
   * The loader's page of reviews: deferred, or already there when the render had it at once (null when it
   * failed: the list is left out, the form stays).
   */
  reviews: Promise<Reviews | null> | Reviews | null;
  /** The form is open from the start (?review=schrijven, or the answer to a post without JavaScript). */
  writeOpen: boolean;
  /** The action's answer to a post without JavaScript. */
  state: ReviewFormState | null;
  /** The token of a review invitation's link ("" when none): posted with the review in a hidden field. */
  invitation?: string;
}

/**
 * The product page's reviews (spec section 7): the published reviews with sorting and paging, then
 * the way to write one. "Schrijf een review" is a link to this page with the form open, so it works
 * without JavaScript; hydrated, it opens the form in place and loads its code then.
 */
export function ReviewSection({ product, reviews, writeOpen, state, invitation = "" }: ReviewSectionProps) {
  const [open, setOpen] = useState(writeOpen || state !== null);
  const [focusForm, setFocusForm] = useState(false);
  const [loading, startTransition] = useTransition();
  useEffect(() => {
    if (writeOpen || state) startTransition(() => setOpen(true));
  }, [writeOpen, state]);

  return (
    <section className="reviews" aria-labelledby={REVIEW_IDS.section}>
      <h2 id={REVIEW_IDS.section} className="section-title">
        Reviews
      </h2>
      <Suspense fallback={<p className="loading-text">Reviews laden...</p>}>
        <Await resolve={reviews} errorElement={null}>
          {(page) => (page ? <ReviewList reviews={page} /> : null)}
        </Await>
      </Suspense>
      {open ? (
        <ReviewForm product={product} state={state} focusOnMount={focusForm} invitation={invitation} />
      ) : (
        <p className="reviews__write">
          <a
            className="btn btn--ghost"
            href={`?${REVIEW_QUERY.write}=${REVIEW_QUERY.writeValue}#${REVIEW_IDS.form}`}
            aria-busy={loading || undefined}
            onClick={(event) => {
              event.preventDefault();
              setFocusForm(true);
              startTransition(() => setOpen(true));
            }}
          >
            {REVIEW_WRITE}
          </a>
          {loading ? <span className="loading-text"> Formulier laden...</span> : null}
        </p>
      )}
    </section>
  );
}
