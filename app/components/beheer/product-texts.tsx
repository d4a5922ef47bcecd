/**
 * The owner's form of a product's texts, availability, categories and low-stock threshold (docs/decisions/039):
 * a plain POST form to the page's action (keyboard, no JavaScript needed).
 */
import { Form } from "react-router";
import type { BeheerProductDetail } from "../../lib/beheer/types/products";
import { BEHEER_PRODUCT_MESSAGES as M } from "../../lib/beheer/messages/products";
import { specificationsText } from "../../lib/beheer/product-form";

export function ProductTexts({ product }: { product: BeheerProductDetail }) {
  const own = new Set(product.category_ids);
  return (
    <Form method="post" className="beheer-form product-texts" aria-labelledby="product-texts">
      <h2 id="product-texts">{M.texts}</h2>
      <input type="hidden" name="intent" value="texts" />
      <label htmlFor="product-title">{M.productTitle}</label>
      <input id="product-title" name="title" defaultValue={product.title} maxLength={200} required />
      <label htmlFor="product-description">{M.description}</label>
      <textarea id="product-description" name="description" defaultValue={product.description} rows={6} maxLength={5000} required />
      <label htmlFor="product-specifications">{M.specifications}</label>
      <p id="product-specifications-hint" className="beheer-hint">
        {M.specificationsHint}
      </p>
      <textarea id="product-specifications" name="specifications" defaultValue={specificationsText(product.specifications)} rows={6} aria-describedby="product-specifications-hint" />
      <label htmlFor="product-delivery">{M.delivery}</label>
      <input id="product-delivery" name="delivery" defaultValue={product.delivery} maxLength={200} required />
      <label htmlFor="product-threshold">{M.threshold}</label>
      <input id="product-threshold" name="low_stock_threshold" type="number" min={0} max={10000} step={1} defaultValue={product.low_stock_threshold} inputMode="numeric" />
      <label className="beheer-check">
        <input type="checkbox" name="available" value="1" defaultChecked={product.available} /> {M.availableLabel}
      </label>
      <label htmlFor="product-main-category">{M.mainCategory}</label>
      <select id="product-main-category" name="main_category_id" defaultValue={String(product.main_category_id)}>
        {product.categories.map((c) => (
          <option key={c.id} value={c.id}>
            {c.slug}
          </option>
        ))}
      </select>
      <fieldset className="product-categories">
        <legend>{M.categories}</legend>
        {product.categories.map((c) => (
          <label key={c.id} className="beheer-check">
            <input type="checkbox" name="category_ids" value={c.id} defaultChecked={own.has(c.id)} /> {c.slug}
          </label>
        ))}
      </fieldset>
      <button type="submit" className="btn btn--primary">
        {M.saveTexts}
      </button>
    </Form>
  );
}
