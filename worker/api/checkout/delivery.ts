/**
 * The checkout's delivery of bulky goods (docs/decisions/029): for a cart with mattresses or boxsprings,
 * the days the shop's calendar offers the delivery postcode now, the saved day while it is still offered,
 * and the take-back of old mattresses. Step 2's save checks a chosen day against the same list.
 */
import type { Address } from "../../../app/lib/api/types/account";
import type { Cart } from "../../../app/lib/api/types/cart";
import type { CheckoutDelivery } from "../../../app/lib/api/types/checkout";
import { TAKE_BACK_PRICE, takeBackCount } from "../../../app/kernel/delivery";
import { deliveryDayLabel } from "../../domain/delivery-calendar";
import { offeredDeliveryDays, type StoredDelivery } from "../../store/delivery";

export interface DeliveryView {
  state: CheckoutDelivery | null;
  /** The calendar area of the delivery address (null without one). */
  areaCode: string | null;
}

/** The delivery part of the checkout state; null state for a cart without bulky goods. */
export async function deliveryView(db: D1Database, cart: Cart, shipping: Address | null, stored: StoredDelivery | null, nowMs: number): Promise<DeliveryView> {
  const count = takeBackCount(cart.items);
  if (count === 0) return { state: null, areaCode: null };
  const offered = shipping ? await offeredDeliveryDays(db, shipping.country_code, shipping.zipcode, nowMs) : { area: null, days: [] };
  const day = stored && offered.days.includes(stored.day) ? stored.day : null;
  return {
    state: {
      take_back_count: count,
      take_back_price: TAKE_BACK_PRICE,
      days: offered.days.map((date) => ({ date, label: deliveryDayLabel(date) })),
      day,
      take_back: stored?.take_back ?? false,
    },
    areaCode: offered.area?.code ?? null,
  };
}
