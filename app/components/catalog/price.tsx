import type { Price } from "../../lib/api/types/catalog";
import { formatEuro } from "../../lib/format";

/** Price with the struck-through reference price (lowest of the previous 30 days) when there is one. */
export function PriceView({ price, size = "md" }: { price: Price; size?: "md" | "lg" }) {
  return (
    <p className={`price price--${size}`}>
      {price.price_old !== null && price.price_old > price.price && (
        <>
          <s className="price__old">
            <span className="visually-hidden">Laagste prijs van de afgelopen 30 dagen: </span>
            {formatEuro(price.price_old)}
          </s>{" "}
        </>
      )}
      <span className={price.price_old !== null ? "price__now price__now--sale" : "price__now"}>
        {price.price_old !== null && <span className="visually-hidden">Nu: </span>}
        {formatEuro(price.price)}
      </span>
    </p>
  );
}
