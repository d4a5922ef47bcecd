/**
 * Rules for a review that comes in and for its moderation (spec section 7). Pure.
 */

/** The address as orders are matched and hashed: trimmed and lower-cased (matching is case-insensitive). */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** What is hashed to keep "one review per address per product" without keeping the address. */
export function emailHashInput(email: string): string {
  return `review:${normaliseEmail(email)}`;
}

/** A filled honeypot (any non-blank value) marks the post as a bot's: answered as usual, stored never. */
export function isBotPost(honeypot: string | undefined | null): boolean {
  return typeof honeypot === "string" && honeypot.trim() !== "";
}

export const MODERATION_ACTIONS = ["approve", "reject"] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** The status a review gets from a moderation action. */
export function statusAfter(action: ModerationAction): "published" | "rejected" {
  return action === "approve" ? "published" : "rejected";
}

/** A review id as the moderator types it: a positive integer, else null. */
export function parseReviewId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,12}$/u.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && Number.isSafeInteger(id) ? id : null;
}
