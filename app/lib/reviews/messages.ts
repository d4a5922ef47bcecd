/**
 * The Dutch messages of product reviews (spec sections 4, 5 and 8), the entry limits they name and the
 * sort labels, defined once for the review list and form (both loaded on demand), the schema
 * (app/lib/schemas/review.ts) and the API.
 */
import { REVIEW_WRITE, type ReviewSort } from "./constants";

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
  /** The answer of a post whose invitation link could not be used (unknown, expired, used, another product). */
  postedUnverified:
    "Bedankt voor je review! We plaatsen hem na controle. Je uitnodigingslink is verlopen, al gebruikt of hoort bij een ander product, dus je review krijgt geen label 'Geverifieerde koper'.",
  /** Said in the form opened from an invitation link. */
  invited: "Je schrijft deze review via je uitnodiging. Is de link geldig, dan krijgt je review na controle het label 'Geverifieerde koper'.",
  /** Spec sections 4 and 8: the posting button and the failure alert. */
  posting: "Aan het plaatsen...",
  failed: "Er ging iets mis",
  submit: "Plaats review",
  write: REVIEW_WRITE,
  verified: "Geverifieerde koper",
  none: "Er zijn nog geen reviews voor dit product.",
  /** The shop's public reply under a review (docs/decisions/042). */
  replyFrom: (author: string) => `Reactie van ${author}`,
} as const;

/** Longest accepted entries (characters, after trimming); the messages above name them. */
export const REVIEW_LIMITS = { displayName: 60, title: 120, content: 3000, email: 255 } as const;

/** What the sort choices say. */
export const REVIEW_SORT_LABELS: Record<ReviewSort, string> = { newest: "Nieuwste eerst", highest: "Hoogste score eerst", lowest: "Laagste score eerst" };
