import type { CheckoutDelivery } from "../../lib/api/types/checkout";
import { DELIVERY_MESSAGES as D } from "../../lib/delivery/messages";
import { Checkbox, SelectField } from "../form";

/**
 * Step 2's delivery of bulky goods (docs/decisions/029): the day from the calendar's days for the delivery
 * postcode and "Oude matras retour" with its price. The server checks the day and prices the take-back;
 * the costs beside the form are the kernel's estimate of the same.
 */
export function DeliveryChoice({ delivery, day, takeBack }: { delivery: CheckoutDelivery; day: string; takeBack: boolean }) {
  const options = [{ value: "", label: "Kies een dag" }, ...delivery.days.map((d) => ({ value: d.date, label: d.label }))];
  return (
    <section className="checkout-fieldset checkout-delivery" aria-labelledby="checkout-bezorgdag">
      <h2 id="checkout-bezorgdag">{D.dayLegend}</h2>
      <p>{delivery.days.length > 0 ? D.dayHint : D.noDays}</p>
      <SelectField name="delivery_day" label={D.dayLabel} options={options} defaultValue={day} />
      <Checkbox name="take_back" label={D.takeBackLabel(delivery.take_back_count, delivery.take_back_price)} defaultChecked={takeBack} />
    </section>
  );
}
