/** Answers of /beheer/api/reviews (docs/decisions/042): the moderation queue. */
export type ReviewStatus = "pending" | "published" | "rejected";

export interface BeheerReview {
  id: number;
  product_id: number;
  product_title: string;
  /** The product page (for the link). */
  product_path: string;
  display_name: string;
  title: string;
  content: string;
  score: number;
  verified: boolean;
  status: ReviewStatus;
  created_at: string;
  moderated_at: string | null;
  reject_reason: string | null;
  reply: string | null;
  replied_at: string | null;
}
