/**
 * The server's word on a Dutch address (spec section 5; docs/decisions/015-postcode-adapter.md): the checkout
 * and the account's address pages send street and city as the form holds them, and the Worker asks the
 * postcode adapter again before it stores them.
 * - The lookup knows the postcode and house number: its street and city are stored (what the form filled in;
 *   a hand-typed street for a known address is replaced), unflagged, as before.
 * - The lookup does not know them, fails or times out: the shopper's own street and city are accepted (their
 *   format is the schema's) and the address is stored with `unverified: true`, which the order keeps.
 * BE is never looked up (spec section 5): a Belgian address is stored as typed, unflagged.
 */
import type { AddressUpdate } from "../../../app/lib/schemas/account";
import type { PostcodeAdapter } from "../../edge/postcode";

export type CheckedAddress<A extends AddressUpdate> = A & { unverified?: true };

export async function checkDutchAddress<A extends AddressUpdate>(adapter: PostcodeAdapter, address: A): Promise<CheckedAddress<A>> {
  const { unverified: _claimed, ...typed } = address as A & { unverified?: unknown };
  const plain = typed as A;
  if (plain.country_code !== "NL") return plain;
  const found = await adapter
    .lookup({ zipcode: plain.zipcode, house_number: plain.house_number, extension: plain.extension, country_code: "NL" })
    .catch(() => null);
  if (found) return { ...plain, street: found.street, city: found.city };
  return { ...plain, unverified: true };
}
