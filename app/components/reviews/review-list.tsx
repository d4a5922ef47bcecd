import { Form, Link } from "react-router";
import type { Reviews } from "../../lib/api/types/catalog";
import { REVIEW_IDS, REVIEW_QUERY, REVIEW_SORTS, type ReviewSort } from "../../lib/reviews/constants";
import { REVIEW_MESSAGES, REVIEW_SORT_LABELS } from "../../lib/reviews/messages";
import { reviewSearch } from "../../lib/reviews/query";
import { formatDutchLongDate } from "../../lib/format";
import { Stars } from "../ui/stars";

const comma = (n: number) => n.toString().replace(".", ",");
const plural = (n: number) => (n === 1 ? "review" : "reviews");
const STAR_ROWS = [5, 4, 3, 2, 1] as const;


/** Average, count and the count per star (a bar per star; the numbers are in the text). */
function Summary({ reviews }: { reviews: Reviews }) {
  return (
    <div className="review-summary">
      <p className="reviews__average">
        <Stars value={reviews.average} label={`Gemiddeld ${comma(reviews.average)} van 5 sterren`} />
        <strong>{comma(reviews.average)}</strong> gemiddeld uit {reviews.count} {plural(reviews.count)}
      </p>
      <h3 className="visually-hidden">Aantal reviews per score</h3>
      <dl className="review-summary__stars">
        {STAR_ROWS.map((star) => {
          const n = reviews.stars[star] ?? 0;
          const pct = reviews.count > 0 ? Math.round((n / reviews.count) * 100) : 0;
          return (
            <div key={star} className="review-summary__row">
              <dt className="review-summary__label">{`${star} ${star === 1 ? "ster" : "sterren"}`}</dt>
              <dd className="review-summary__count">
                <span className="review-summary__bar" aria-hidden="true">
                  <span className="review-summary__fill" style={{ width: `${pct}%` }} />
                </span>
                {`${n} ${plural(n)}`}
              </dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}

/** Sorting as a GET form (works without JavaScript); a button applies it (no change on select alone). */
function SortForm({ sort }: { sort: ReviewSort }) {
  return (
    <Form method="get" preventScrollReset className="review-sort" aria-label="Reviews sorteren">
      <label htmlFor="reviews-sortering">Sorteer reviews</label>
      <select id="reviews-sortering" name={REVIEW_QUERY.sort} defaultValue={sort} key={sort}>
        {REVIEW_SORTS.map((s) => (
          <option key={s} value={s}>
            {REVIEW_SORT_LABELS[s]}
          </option>
        ))}
      </select>
      <button type="submit" className="btn btn--ghost">
        Sorteren
      </button>
    </Form>
  );
}

function Pager({ reviews }: { reviews: Reviews }) {
  const { page, pages } = reviews.pagination;
  if (pages <= 1) return null;
  const to = (p: number) => ({ search: reviewSearch({ sort: reviews.sort, page: p }), hash: `#${REVIEW_IDS.section}` });
  return (
    <nav className="review-pager" aria-label="Pagina's met reviews">
      {page > 1 ? (
        <Link to={to(page - 1)} preventScrollReset rel="prev">
          Vorige reviews
        </Link>
      ) : null}
      <span aria-current="page">{`Pagina ${page} van ${pages}`}</span>
      {page < pages ? (
        <Link to={to(page + 1)} preventScrollReset rel="next">
          Volgende reviews
        </Link>
      ) : null}
    </nav>
  );
}

/** The published reviews of a product: summary, sorting, a page of reviews (text, never HTML) and paging. */
export default function ReviewList({ reviews }: { reviews: Reviews }) {
  if (reviews.count === 0) return <p>{REVIEW_MESSAGES.none}</p>;
  return (
    <>
      <Summary reviews={reviews} />
      <SortForm sort={reviews.sort} />
      {reviews.reviews.length === 0 ? (
        <p>Op deze pagina staan geen reviews.</p>
      ) : (
        <ul className="reviews__list">
          {reviews.reviews.map((r) => (
            <li key={r.id} className="review">
              <p className="review__head">
                <Stars value={r.score} label={`${r.score} van 5 sterren`} />
                <strong>{r.title}</strong>
              </p>
              <p className="review__content">{r.content}</p>
              <p className="review__meta">
                {r.display_name}, {formatDutchLongDate(r.created_at)}
                {r.verified ? <span className="review__verified"> · {REVIEW_MESSAGES.verified}</span> : null}
              </p>
              {r.reply ? (
                <div className="review__reply">
                  <p className="review__reply-head">{REVIEW_MESSAGES.replyFrom(r.reply.author)}</p>
                  <p className="review__content">{r.reply.text}</p>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <Pager reviews={reviews} />
    </>
  );
}
