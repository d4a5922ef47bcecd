import { describe, expect, it } from "vitest";
import { REVIEW_HONEYPOT } from "../../../app/lib/reviews/constants";
import { REVIEW_LIMITS, REVIEW_MESSAGES } from "../../../app/lib/reviews/messages";
import { reviewView, reviewSearch } from "../../../app/lib/reviews/query";
import { payloadFieldErrors, reviewFormSchema, reviewPayloadSchema, reviewsListQuery, toReviewPayload } from "../../../app/lib/schemas/review";
import { fieldErrors } from "../../../app/lib/form/field-errors";

const VALID = { display_name: "Sanne", email: "sanne@droomnest.test", review_title: "Aanrader", review_content: "Slaapt heerlijk.", review_score: "4" };
const errorsOf = (input: Record<string, unknown>) => {
  const r = reviewFormSchema.safeParse(input);
  return r.success ? {} : fieldErrors(r.error);
};

describe("review form validation (spec section 5)", () => {
  it("accepts a complete form, trimmed, with the score as a number", () => {
    expect(reviewFormSchema.parse({ ...VALID, display_name: "  Sanne " })).toEqual({ ...VALID, review_score: 4 });
  });

  it("every field is required: 'Dit is een verplicht veld', for the e-mail 'Dit is een verplicht veld.'", () => {
    expect(errorsOf({})).toEqual({
      display_name: "Dit is een verplicht veld",
      email: "Dit is een verplicht veld.",
      review_title: "Dit is een verplicht veld",
      review_content: "Dit is een verplicht veld",
      review_score: "Dit is een verplicht veld",
    });
    expect(errorsOf({ ...VALID, display_name: "   ", review_title: "", review_content: "\n", email: " ", review_score: "" })).toEqual({
      display_name: REVIEW_MESSAGES.required,
      email: REVIEW_MESSAGES.emailRequired,
      review_title: REVIEW_MESSAGES.required,
      review_content: REVIEW_MESSAGES.required,
      review_score: REVIEW_MESSAGES.required,
    });
  });

  it("an invalid e-mail: 'Dit is geen geldig e-mailadres'", () => {
    for (const email of ["sanne", "sanne@", "@droomnest.test", "sanne@droomnest", "san ne@droomnest.test"]) {
      expect(errorsOf({ ...VALID, email })).toEqual({ email: "Dit is geen geldig e-mailadres" });
    }
    expect(errorsOf({ ...VALID, email: `${"a".repeat(REVIEW_LIMITS.email - "@droomnest.test".length + 1)}@droomnest.test` })).toEqual({ email: "Dit is geen geldig e-mailadres" });
  });

  it("the score is a star 1-5 as text; 0, 6, 2.5 and words are refused", () => {
    for (const s of ["1", "2", "3", "4", "5"]) expect(errorsOf({ ...VALID, review_score: s })).toEqual({});
    for (const s of ["0", "6", "2.5", "vijf", "-1"]) expect(errorsOf({ ...VALID, review_score: s })).toEqual({ review_score: REVIEW_MESSAGES.score });
  });

  it("text fields up to their limit, one more character refused with the named limit", () => {
    const cases = [
      ["display_name", REVIEW_LIMITS.displayName, REVIEW_MESSAGES.displayNameMax],
      ["review_title", REVIEW_LIMITS.title, REVIEW_MESSAGES.titleMax],
      ["review_content", REVIEW_LIMITS.content, REVIEW_MESSAGES.contentMax],
    ] as const;
    for (const [field, max, message] of cases) {
      expect(errorsOf({ ...VALID, [field]: "x".repeat(max) })).toEqual({});
      expect(errorsOf({ ...VALID, [field]: "x".repeat(max + 1) })).toEqual({ [field]: message });
    }
  });
});

describe("the Review payload (spec section 3)", () => {
  const product = { title: "Matras Comfort", url: "/matras-comfort.html", description: "Een matras." };

  it("is built from the form's fields and validates with the same rules", () => {
    const payload = toReviewPayload(VALID, product);
    expect(payload).toEqual({
      product,
      review: { content: "Slaapt heerlijk.", title: "Aanrader", score: "4" },
      customer: { name: "Sanne", email: "sanne@droomnest.test" },
    });
    expect(reviewPayloadSchema.parse(payload).review.score).toBe(4);
  });

  it("carries the honeypot only when filled", () => {
    expect(toReviewPayload({ ...VALID, [REVIEW_HONEYPOT]: "" }, product)).not.toHaveProperty(REVIEW_HONEYPOT);
    expect(toReviewPayload({ ...VALID, [REVIEW_HONEYPOT]: "http://spam" }, product)).toHaveProperty(REVIEW_HONEYPOT, "http://spam");
  });

  it("field errors of a payload come back under the form's field names", () => {
    const r = reviewPayloadSchema.safeParse(toReviewPayload({ ...VALID, email: "nee", review_title: "" }, product));
    expect(r.success).toBe(false);
    expect(payloadFieldErrors(r.error!)).toEqual({ email: REVIEW_MESSAGES.emailInvalid, review_title: REVIEW_MESSAGES.required });
  });

  it("a payload without its parts is refused", () => {
    expect(reviewPayloadSchema.safeParse({}).success).toBe(false);
    expect(reviewPayloadSchema.safeParse("tekst").success).toBe(false);
  });
});

describe("the list's query", () => {
  it("API: page from 1, sort newest|highest|lowest (newest by default)", () => {
    expect(reviewsListQuery.parse({})).toEqual({ page: 1, sort: "newest" });
    expect(reviewsListQuery.parse({ page: "3", sort: "lowest" })).toEqual({ page: 3, sort: "lowest" });
    expect(reviewsListQuery.safeParse({ sort: "best" }).success).toBe(false);
    expect(reviewsListQuery.safeParse({ page: "0" }).success).toBe(false);
  });

  it("page URL: lenient (a bad value is the first page, newest first) and round-trips", () => {
    expect(reviewView(new URLSearchParams("reviews_sortering=x&reviews_pagina=abc"))).toEqual({ sort: "newest", page: 1, write: false, invitation: "" });
    expect(reviewView(new URLSearchParams("reviews_sortering=highest&reviews_pagina=2&review=schrijven"))).toEqual({ sort: "highest", page: 2, write: true, invitation: "" });
    expect(reviewView(new URLSearchParams("review=schrijven&uitnodiging=abc_-1"))).toMatchObject({ write: true, invitation: "abc_-1" });
    expect(reviewSearch({ sort: "newest", page: 1 })).toBe("");
    expect(reviewView(new URLSearchParams(reviewSearch({ sort: "lowest", page: 4 })))).toEqual({ sort: "lowest", page: 4, write: false, invitation: "" });
  });
});
