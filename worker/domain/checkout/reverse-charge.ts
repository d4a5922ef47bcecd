/**
 * The intra-community reverse-charge rule (issue 9, 3.3): the seller is Dutch, so a supply to a Belgian
 * company with a valid VAT number is invoiced at 0 % with the note "btw verlegd". Everyone else (NL
 * customers, Belgian private shoppers, companies without a valid number) pays Dutch VAT. One rule for the
 * checkout totals, the frozen order and the invoice. Pure: no I/O.
 */
import type { CheckoutDetails } from "../../../app/lib/api/types/checkout";

export function isReverseCharge(
  details: Pick<CheckoutDetails, "type" | "vat_number"> | null | undefined,
  billingCountry: string | null | undefined,
  vatValid: boolean,
): boolean {
  if (!details || details.type !== "company") return false;
  if (billingCountry !== "BE") return false;
  if (!details.vat_number.trim()) return false;
  return vatValid;
}
