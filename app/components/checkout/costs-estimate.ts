import type { CheckoutState, CheckoutTotals } from "../../lib/api/types/checkout";
import { checkoutTotals } from "../../kernel/totals";

/**
 * The costs step 2 shows while the shopper chooses (before the choice is saved): the kernel's checkoutTotals
 * over the server's cart amounts with the chosen shipping method, insurance, the old-mattress take-back and the method's payment costs
 * as the server's method list states them. Display only: the server computes the amounts that are charged
 * (step 3 shows those).
 */
export function estimateTotals(
  state: Pick<CheckoutState, "cart" | "totals" | "shippingMethods">,
  choice: { shippingMethod: string; insurance: boolean; takeBack?: boolean; paymentCosts: number },
): CheckoutTotals {
  const shippingMethod = state.shippingMethods.find((m) => m.code === choice.shippingMethod) ?? null;
  return checkoutTotals(state.cart, {
    shippingMethod,
    insurance: choice.insurance,
    takeBack: choice.takeBack === true,
    paymentCosts: choice.paymentCosts,
    reverseCharge: state.totals.reverse_charge,
  });
}
