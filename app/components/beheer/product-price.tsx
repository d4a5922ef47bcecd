/**
 * The owner's price form (docs/decisions/039): "Voorbeeld tonen" asks the server what shoppers will see (the new
 * price, struck through the lowest price of the 30 days before or none, worker/domain/reference-price.ts), then
 * "Prijs opslaan" stores it. Plain POST forms to the page's action: works without JavaScript.
 */
import { Form } from "react-router";
import type { PriceShown } from "../../lib/beheer/types/products";
import { BEHEER_PRODUCT_MESSAGES as M } from "../../lib/beheer/messages/products";
import { formatEuro } from "../../lib/format";

function Shown({ price }: { price: PriceShown }) {
  return (
    <p className="price">
      {price.price_old !== null ? (
        <>
          <s className="price__old">{formatEuro(price.price_old)}</s>{" "}
        </>
      ) : null}
      <span className="price__now">{formatEuro(price.price)}</span>
    </p>
  );
}

export function ProductPrice({ current, preview, typed }: { current: PriceShown; preview: PriceShown | null; typed: string }) {
  return (
    <section className="beheer-panel product-price" aria-labelledby="product-price">
      <h2 id="product-price">{M.priceTitle}</h2>
      <p>{M.priceNow}:</p>
      <Shown price={current} />
      <Form method="post" className="beheer-form">
        <label htmlFor="product-new-price">{M.newPrice}</label>
        <input id="product-new-price" name="price" defaultValue={typed} inputMode="decimal" autoComplete="off" required />
        <div className="beheer-filter-actions">
          <button type="submit" name="intent" value="preview" className="btn">
            {M.preview}
          </button>
          <button type="submit" name="intent" value="price" className="btn btn--primary">
            {M.savePrice}
          </button>
        </div>
      </Form>
      {preview ? (
        <div className="product-price__preview" role="status">
          <h3>{M.previewTitle}</h3>
          <Shown price={preview} />
          <p>{preview.price_old !== null ? M.previewStruck(formatEuro(preview.price_old)) : M.previewNoStruck}</p>
        </div>
      ) : null}
    </section>
  );
}
