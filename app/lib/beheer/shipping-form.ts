/**
 * The idempotency key of a submitted shipping form (docs/decisions/036): the order, how many parcels the
 * page showed and what the form says, hashed. Submitting the same form twice gives the same key (one
 * parcel); after a parcel the page shows one more, so the next form has a new key.
 */
export async function shippingFormKey(number: string, seen: string, body: unknown): Promise<string> {
  const bytes = new TextEncoder().encode(JSON.stringify([number, seen, body]));
  const hash = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return `f${Array.from(hash.slice(0, 24), (b) => b.toString(16).padStart(2, "0")).join("")}`;
}
