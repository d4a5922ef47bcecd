import type { CartLine } from "../../lib/api/types/cart";
import { PriceView } from "../catalog/price";

/** A cart line's unit price with the struck-through reference price, as the catalogue shows prices. */
export function LinePrice({ line }: { line: CartLine }) {
  return <PriceView price={{ price: line.price.price, price_old: line.price.price_old, price_incl: line.price.price, currency: "EUR" }} />;
}
