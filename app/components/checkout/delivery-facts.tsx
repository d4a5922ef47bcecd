import type { CheckoutDelivery } from "../../lib/api/types/checkout";
import type { OrderDelivery } from "../../lib/api/types/order";
import { deliveryDayLabel } from "../../kernel/delivery";
import { DELIVERY_MESSAGES as D } from "../../lib/delivery/messages";

/** The chosen delivery day and take-back of bulky goods (docs/decisions/029) as step 3 and the thank-you page state them. */
export function DeliveryFacts({ delivery }: { delivery: CheckoutDelivery | OrderDelivery | null | undefined }) {
  if (!delivery?.day) return null;
  // The checkout states the mattresses that can go back and whether they do; the order those that do.
  const count = "take_back" in delivery ? (delivery.take_back ? delivery.take_back_count : 0) : delivery.take_back_count;
  return (
    <p className="checkout-delivery-facts">
      {`${D.dayLegend}: ${deliveryDayLabel(delivery.day)}`}
      {count > 0 ? (
        <>
          <br />
          {D.takeBackLine(count)}
        </>
      ) : null}
    </p>
  );
}
