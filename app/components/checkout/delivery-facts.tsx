import type { CheckoutDelivery } from "../../lib/api/types/checkout";
import type { OrderDelivery } from "../../lib/api/types/order";
import { DELIVERY_MESSAGES as D } from "../../lib/delivery/messages";

/** The chosen delivery day and take-back of bulky goods (docs/decisions/029) as step 3 and the thank-you page state them. */
export function DeliveryFacts({ delivery }: { delivery: CheckoutDelivery | OrderDelivery | null | undefined }) {
  if (!delivery?.day) return null;
  // The checkout states the mattresses that can go back and whether they do; the order those that do. The
  // day's Dutch label is the server's (worker/domain/delivery-calendar.ts).
  const checkout = "take_back" in delivery;
  const count = checkout ? (delivery.take_back ? delivery.take_back_count : 0) : delivery.take_back_count;
  const label = checkout ? (delivery.days.find((d) => d.date === delivery.day)?.label ?? delivery.day) : delivery.day_label;
  return (
    <p className="checkout-delivery-facts">
      {`${D.dayLegend}: ${label}`}
      {count > 0 ? (
        <>
          <br />
          {D.takeBackLine(count)}
        </>
      ) : null}
    </p>
  );
}
