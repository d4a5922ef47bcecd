/**
 * The intra-community reverse-charge rule for the checkout (spec section 5; docs/decisions/017): the checkout's
 * details handed to the tax module (app/kernel/tax.ts isIntraCommunitySupply, docs/decisions/044), which holds
 * the rule itself (EU VAT Directive art. 138: a company with a valid VAT number of the delivery country, goods
 * delivered outside the Netherlands). One rule for the checkout totals, the frozen order and the invoice.
 */
import type { CheckoutDetails } from "../../../app/lib/api/types/checkout";
import { isIntraCommunitySupply } from "../../../app/kernel/tax";

/** The checkout's details as the tax module's buyer (app/kernel/tax.ts holds the rule, docs/decisions/044). */
export function isReverseCharge(
  details: Pick<CheckoutDetails, "type" | "vat_number"> | null | undefined,
  deliveryCountry: string | null | undefined,
  vatValid: boolean,
): boolean {
  if (!details) return false;
  return isIntraCommunitySupply({ type: details.type === "company" ? "company" : "private", vatNumber: details.vat_number, vatValid }, deliveryCountry);
}
