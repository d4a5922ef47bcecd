/**
 * Product reviews (spec section 7): ids, URL parameters, sort orders and limits, zod-free and small,
 * since the product page loads this with its first JavaScript. The Dutch messages of the list and form
 * (loaded on demand) are in ./messages.ts.
 */

/** The link and the heading of the review form. */
export const REVIEW_WRITE = "Schrijf een review";

/** The star choices, as the form posts them ("1".."5"). */
export const REVIEW_SCORES = ["1", "2", "3", "4", "5"] as const;
export type ReviewScore = (typeof REVIEW_SCORES)[number];

/** Sort orders of GET /v1/catalog/product/{id}/reviews (and the product page's list). */
export const REVIEW_SORTS = ["newest", "highest", "lowest"] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export const REVIEWS_PAGE_SIZE = 10;

/** Posts per client address per window (429 with a Dutch message beyond). */
export const REVIEW_RATE_LIMIT = { limit: 5, windowS: 3600 } as const;

/** Query parameters of the product page's review list and form (work without JavaScript). */
export const REVIEW_QUERY = { sort: "reviews_sortering", page: "reviews_pagina", write: "review", writeValue: "schrijven", invitation: "uitnodiging" } as const;

/**
 * Review invitations ('Geverifieerde koper', docs/decisions on reviews): the Cron mails one per paid order
 * this many days after it was paid (the shop has no shipment or delivery status yet, so the paid date
 * stands in for delivery), with a link per product that carries an opaque token.
 */
export const REVIEW_INVITATION_DELAY_DAYS = 14;
/** An invitation's links work this many days after the mail was queued. */
export const REVIEW_INVITATION_TTL_DAYS = 60;
/**
 * Orders paid longer ago than the delay plus this many days get no invitation any more (a Cron that was
 * down, or orders from before invitations existed, do not flood old customers).
 */
export const REVIEW_INVITATION_WINDOW_DAYS = 30;
/** The form's hidden field and the Review payload's key that carry the invitation token. */
export const REVIEW_INVITATION_FIELD = "invitation";

/** The honeypot field: hidden from people and assistive tech, named so form-filling bots fill it. */
export const REVIEW_HONEYPOT = "website";

/** Ids the product page links to. */
export const REVIEW_IDS = { section: "reviews-title", form: "review-formulier" } as const;
