/**
 * The review form and POST /v1/catalog/product/{id}/review (spec sections 3 and 5): one set of field
 * rules, used by the form (in the browser, loaded with the form), by the product route's action (a post
 * without JavaScript) and by the API. The form posts the spec's form fields (display_name, email,
 * review_title, review_content, review_score); the API receives the spec's Review payload built from them
 * (toReviewPayload), and answers field errors under the form's field names (PAYLOAD_FIELDS).
 */
import { z } from "./zod";
import { REVIEW_HONEYPOT, REVIEW_INVITATION_FIELD, REVIEW_SCORES, REVIEW_SORTS } from "../reviews/constants";
import { REVIEW_LIMITS, REVIEW_MESSAGES } from "../reviews/messages";

const { required } = REVIEW_MESSAGES;

/** Required text: trimmed, not empty ('Dit is een verplicht veld'), at most `max` characters. */
const requiredText = (max: number, tooLong: string) => z.string({ error: required }).trim().min(1, required).max(max, tooLong);

/** Spec section 5: 'Dit is een verplicht veld.' when empty, 'Dit is geen geldig e-mailadres' otherwise. */
const reviewEmail = z
  .string({ error: REVIEW_MESSAGES.emailRequired })
  .trim()
  .min(1, REVIEW_MESSAGES.emailRequired)
  .max(REVIEW_LIMITS.email, REVIEW_MESSAGES.emailInvalid)
  .pipe(z.email({ error: REVIEW_MESSAGES.emailInvalid }));

/** The score as text "1".."5" (a star choice); missing is 'Dit is een verplicht veld'. */
const reviewScore = z
  .string({ error: required })
  .trim()
  .min(1, required)
  .refine((s) => (REVIEW_SCORES as readonly string[]).includes(s), REVIEW_MESSAGES.score)
  .transform(Number);

/** The honeypot: people never see it; anything in it marks the post as a bot's (answered, not stored). */
const honeypot = z.string().max(2000).optional();

/**
 * The invitation token of a review invitation's link (a hidden field of the form): only the API decides
 * whether it makes the review 'Geverifieerde koper'; a token it cannot use leaves the review unverified.
 */
const invitation = z.string({ error: "Deze uitnodigingslink is niet geldig." }).trim().max(200, "Deze uitnodigingslink is niet geldig.").optional();

export const reviewFields = {
  display_name: requiredText(REVIEW_LIMITS.displayName, REVIEW_MESSAGES.displayNameMax),
  email: reviewEmail,
  review_title: requiredText(REVIEW_LIMITS.title, REVIEW_MESSAGES.titleMax),
  review_content: requiredText(REVIEW_LIMITS.content, REVIEW_MESSAGES.contentMax),
  review_score: reviewScore,
};

/** The form's fields (spec section 3) and the honeypot. */
export const reviewFormSchema = z.object({ ...reviewFields, [REVIEW_HONEYPOT]: honeypot, [REVIEW_INVITATION_FIELD]: invitation });
export type ReviewFormInput = z.input<typeof reviewFormSchema>;
export type ReviewFormValues = z.output<typeof reviewFormSchema>;
export type ReviewField = keyof typeof reviewFields;
export const REVIEW_FIELDS = Object.keys(reviewFields) as ReviewField[];

/**
 * The spec's Review (section 3): product {title, url, description}, review {content, title, score},
 * customer {name, email}. The product part is informational: the API takes the product from the path and
 * D1, never from the payload.
 */
export const reviewPayloadSchema = z.object(
  {
    product: z.object(
      { title: z.string().max(300), url: z.string().max(500), description: z.string().max(1000) },
      { error: "Geef het product op (product)." },
    ),
    review: z.object({ content: reviewFields.review_content, title: reviewFields.review_title, score: reviewFields.review_score }, { error: required }),
    customer: z.object({ name: reviewFields.display_name, email: reviewFields.email }, { error: required }),
    [REVIEW_HONEYPOT]: honeypot,
    [REVIEW_INVITATION_FIELD]: invitation,
  },
  { error: "Stuur een review (product, review, customer)." },
);
export type ReviewPayload = z.input<typeof reviewPayloadSchema>;
export type ReviewPost = z.output<typeof reviewPayloadSchema>;

/** Where each payload field comes from in the form (API field errors use the form's names). */
export const PAYLOAD_FIELDS: Record<string, ReviewField> = {
  "review.content": "review_content",
  "review.title": "review_title",
  "review.score": "review_score",
  "customer.name": "display_name",
  "customer.email": "email",
};

/** The first message per form field of a refused payload ("_form" for the rest). */
export function payloadFieldErrors(error: Pick<z.ZodError, "issues">): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = PAYLOAD_FIELDS[issue.path.slice(0, 2).map(String).join(".")] ?? "_form";
    if (!out[field]) out[field] = issue.message;
  }
  return out;
}

/** The payload of a filled form for a product (the form's raw entries; the API validates them again). */
export function toReviewPayload(
  values: Record<string, unknown>,
  product: { title: string; url: string; description: string },
): ReviewPayload {
  const text = (name: string) => (typeof values[name] === "string" ? (values[name] as string) : "");
  const trap = text(REVIEW_HONEYPOT);
  const token = text(REVIEW_INVITATION_FIELD);
  return {
    product: { title: product.title.slice(0, 300), url: product.url.slice(0, 500), description: product.description.slice(0, 1000) },
    review: { content: text("review_content"), title: text("review_title"), score: text("review_score") },
    customer: { name: text("display_name"), email: text("email") },
    ...(trap ? { [REVIEW_HONEYPOT]: trap } : {}),
    ...(token ? { [REVIEW_INVITATION_FIELD]: token } : {}),
  };
}

/** GET /v1/catalog/product/{id}/reviews?page=N&sort=newest|highest|lowest */
export const reviewsListQuery = z.object({
  page: z
    .string({ error: "Ongeldig paginanummer." })
    .default("1")
    .refine((p) => /^\d{1,4}$/u.test(p) && Number(p) >= 1, "Ongeldig paginanummer.")
    .transform(Number),
  sort: z.enum(REVIEW_SORTS, { error: "Sorteer op newest, highest of lowest." }).default("newest"),
});
