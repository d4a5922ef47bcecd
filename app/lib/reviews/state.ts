/** What the product route's action answers to a review form post (zod-free: the page reads it). */
export const REVIEW_INTENT = "review";

export interface ReviewFormState {
  intent: typeof REVIEW_INTENT;
  ok: boolean;
  /** The server's message when posted; the failure's detail otherwise. */
  message?: string;
  /** Per-field messages under the form's field names. */
  errors?: Record<string, string>;
  /** The entries to put back after a refusal (never the honeypot). */
  values?: Record<string, string>;
}

/** True for the review form's action data (the product route's action also answers cart posts). */
export function isReviewState(value: unknown): value is ReviewFormState {
  return typeof value === "object" && value !== null && (value as { intent?: unknown }).intent === REVIEW_INTENT;
}
