/**
 * Product reviews (issue 12, section 3): the spec's strings (sections 4, 5 and 8), limits and the list's
 * sort orders, defined once and zod-free, so the product page's review list, the form loaded on demand,
 * the schema (app/lib/schemas/review.ts) and the API share them.
 */

export const REVIEW_MESSAGES = {
  /** Spec section 5: every review field. */
  required: "Dit is een verplicht veld",
  /** Spec section 5: the e-mail field, empty (with the full stop, as the spec writes it) and invalid. */
  emailRequired: "Dit is een verplicht veld.",
  emailInvalid: "Dit is geen geldig e-mailadres",
  score: "Kies een score van 1 tot 5 sterren",
  displayNameMax: "Je naam mag hooguit 60 tekens lang zijn",
  titleMax: "De titel mag hooguit 120 tekens lang zijn",
  contentMax: "Je review mag hooguit 3000 tekens lang zijn",
  /** The answer of a post (also to a filled honeypot, so a bot learns nothing). */
  posted: "Bedankt voor je review! We plaatsen hem na controle.",
  /** Spec sections 4 and 8: the posting button and the failure alert. */
  posting: "Aan het plaatsen...",
  failed: "Er ging iets mis",
  submit: "Plaats review",
  write: "Schrijf een review",
  verified: "Geverifieerde koper",
  none: "Er zijn nog geen reviews voor dit product.",
} as const;

/** Longest accepted entries (characters, after trimming); the messages above name them. */
export const REVIEW_LIMITS = { displayName: 60, title: 120, content: 3000, email: 255 } as const;

/** The star choices, as the form posts them ("1".."5"). */
export const REVIEW_SCORES = ["1", "2", "3", "4", "5"] as const;
export type ReviewScore = (typeof REVIEW_SCORES)[number];

/** Sort orders of GET /v1/catalog/product/{id}/reviews (and the product page's list). */
export const REVIEW_SORTS = ["newest", "highest", "lowest"] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const REVIEW_SORT_LABELS: Record<ReviewSort, string> = { newest: "Nieuwste eerst", highest: "Hoogste score eerst", lowest: "Laagste score eerst" };

export const REVIEWS_PAGE_SIZE = 10;

/** Posts per client address per window (429 with a Dutch message beyond). */
export const REVIEW_RATE_LIMIT = { limit: 5, windowS: 3600 } as const;

/** Query parameters of the product page's review list and form (work without JavaScript). */
export const REVIEW_QUERY = { sort: "reviews_sortering", page: "reviews_pagina", write: "review", writeValue: "schrijven" } as const;

/** The honeypot field: hidden from people and assistive tech, named so form-filling bots fill it. */
export const REVIEW_HONEYPOT = "website";

/** Ids the product page links to. */
export const REVIEW_IDS = { section: "reviews-title", form: "review-formulier" } as const;
