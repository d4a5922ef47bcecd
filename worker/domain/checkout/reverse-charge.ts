/**
 * The intra-community reverse-charge rule (spec section 5; docs/decisions/017-checkout-and-vat.md). The
 * seller is Dutch (SELLER.countryCode). A supply is invoiced at 0 % with the note "btw verlegd" only when
 * all of these hold (EU VAT Directive art. 138: goods dispatched to another member state, to a buyer
 * identified for VAT in a member state other than the seller's):
 * - the buyer is a company with a VAT number that the check did not find invalid;
 * - the goods are delivered (the delivery address, not the billing address) to another country than the
 *   seller's; the shop sells to NL and BE, so that is BE;
 * - the VAT number is of that delivery country (a Belgian number for a Belgian delivery). A Belgian
 *   company that has its goods delivered in the Netherlands buys a Dutch supply and pays Dutch VAT.
 * Everyone else (NL deliveries, private shoppers, companies without a valid number) pays Dutch VAT. One
 * rule for the checkout totals, the frozen order and the invoice. Pure: no I/O. The browser never needs it:
 * the checkout's totals (with reverse_charge) come from the server (GET /v1/checkout).
 */
import type { CheckoutDetails } from "../../../app/lib/api/types/checkout";
import { SELLER } from "../../../app/lib/checkout/constants";

export function isReverseCharge(
  details: Pick<CheckoutDetails, "type" | "vat_number"> | null | undefined,
  deliveryCountry: string | null | undefined,
  vatValid: boolean,
): boolean {
  if (!details || details.type !== "company" || !vatValid) return false;
  if (!deliveryCountry || deliveryCountry === SELLER.countryCode) return false;
  const number = details.vat_number.trim().toUpperCase();
  return number.length > 2 && number.slice(0, 2) === deliveryCountry;
}
