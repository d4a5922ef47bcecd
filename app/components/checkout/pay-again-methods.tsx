import { useState, type FormEvent } from "react";
import type { PaymentMethod } from "../../lib/api/types/checkout";
import type { Order } from "../../lib/api/types/order";
import { formatEuro } from "../../lib/format";
import { payAgainTotals } from "../../kernel/pay-again";
import { MethodChoice } from "./payment-step-form";

/**
 * Pay again: step 2's method choice (every method of the order's country, each with the fields of its rule
 * set; switching method clears dob, terms and installment and resets the phone), starting at the order's
 * last method, and the amount to pay with the chosen method's payment costs (the server charges what it
 * computes; this shows the same sum before paying).
 */
export function PayAgainMethods({ methods, current, phone, totals, posted }: { methods: PaymentMethod[]; current: string; phone: string; totals: Order["totals"]; posted?: string | undefined }) {
  const start = posted ?? (methods.some((m) => m.code === current) ? current : "");
  const [method, setMethod] = useState(start);
  const onChange = (event: FormEvent<HTMLDivElement>) => {
    const input = event.target as HTMLInputElement;
    if (input.name === "method") setMethod(input.value);
  };
  const costs = payAgainTotals(totals, methods.find((m) => m.code === method)?.price_incl ?? 0);
  return (
    <div onChange={onChange}>
      <MethodChoice methods={methods} method={method} phone={phone} issuer="" />
      <dl className="checkout-pay-again__costs" aria-live="polite">
        <div>
          <dt>Betaalkosten</dt>
          <dd>{costs.paymentCosts === 0 ? "Geen" : formatEuro(costs.paymentCosts)}</dd>
        </div>
        <div className="checkout-costs__total">
          <dt>Te betalen</dt>
          <dd>{formatEuro(costs.grandTotal)}</dd>
        </div>
      </dl>
    </div>
  );
}
