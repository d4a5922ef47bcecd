/**
 * A product's variants with their stock and the stock form (docs/decisions/039): set (a count of the units not
 * yet sold, held ones included), add or subtract, with a reason; the movements below. Both roles.
 */
import { Form } from "react-router";
import type { BeheerProductDetail } from "../../lib/beheer/types/products";
import { BEHEER_PRODUCT_MESSAGES as M } from "../../lib/beheer/messages/products";
import { formatEuro } from "../../lib/format";
import { formatDateTime } from "../../lib/beheer/access-form";
import { BeheerTable } from "./table";

export function ProductVariants({ product }: { product: BeheerProductDetail }) {
  return (
    <section aria-labelledby="product-variants">
      <h2 id="product-variants">{M.optionsTitle}</h2>
      {product.options.map((o) => (
        <p key={o.title}>
          <strong>{o.title}:</strong> {o.values.join(", ")}
        </p>
      ))}
      <BeheerTable id="variants" caption={M.stock}>
        <thead>
          <tr>
            <th scope="col">{M.variant}</th>
            <th scope="col">{M.sku}</th>
            <th scope="col" className="num">
              {M.priceDelta}
            </th>
            <th scope="col" className="num">
              {M.free}
            </th>
            <th scope="col" className="num">
              {M.reserved}
            </th>
            <th scope="col" className="num">
              {M.onHand}
            </th>
          </tr>
        </thead>
        <tbody>
          {product.variants.map((v) => (
            <tr key={v.id}>
              <th scope="row">{v.label}</th>
              <td>{v.sku}</td>
              <td className="num">{formatEuro(v.price_delta)}</td>
              <td className="num">
                {v.stock}
                {v.stock <= product.low_stock_threshold && product.available ? <span className="beheer-badge beheer-badge--low"> {M.lowStock}</span> : null}
              </td>
              <td className="num">{v.reserved}</td>
              <td className="num">{v.stock + v.reserved}</td>
            </tr>
          ))}
        </tbody>
      </BeheerTable>
    </section>
  );
}

export function StockForm({ product, requestKey }: { product: BeheerProductDetail; requestKey: string }) {
  return (
    <Form method="post" className="beheer-form product-stock" aria-labelledby="product-stock">
      <h2 id="product-stock">{M.stockTitle}</h2>
      <input type="hidden" name="intent" value="stock" />
      <input type="hidden" name="request_key" value={requestKey} />
      <label htmlFor="stock-variant">{M.variant}</label>
      <select id="stock-variant" name="variant_id">
        {product.variants.map((v) => (
          <option key={v.id} value={v.id}>
            {`${v.label} (${v.sku})`}
          </option>
        ))}
      </select>
      <fieldset>
        <legend>{M.stockKind}</legend>
        <label className="beheer-check">
          <input type="radio" name="kind" value="add" defaultChecked /> {M.kindAdd}
        </label>
        <label className="beheer-check">
          <input type="radio" name="kind" value="subtract" /> {M.kindSubtract}
        </label>
        <label className="beheer-check">
          <input type="radio" name="kind" value="set" /> {M.kindSet}
        </label>
      </fieldset>
      <label htmlFor="stock-quantity">{M.quantity}</label>
      <input id="stock-quantity" name="quantity" type="number" min={0} max={100000} step={1} inputMode="numeric" required />
      <label htmlFor="stock-reason">{M.reason}</label>
      <input id="stock-reason" name="reason" maxLength={200} required autoComplete="off" />
      <button type="submit" className="btn btn--primary">
        {M.saveStock}
      </button>
    </Form>
  );
}

export function StockMovements({ product }: { product: BeheerProductDetail }) {
  if (product.movements.length === 0) return <p>{M.noMovements}</p>;
  return (
    <BeheerTable id="movements" caption={M.movements}>
      <thead>
        <tr>
          <th scope="col">{M.when}</th>
          <th scope="col">{M.variant}</th>
          <th scope="col">{M.stockKind}</th>
          <th scope="col">{M.reason}</th>
          <th scope="col">{M.beforeAfter}</th>
          <th scope="col">{M.who}</th>
        </tr>
      </thead>
      <tbody>
        {product.movements.map((m) => (
          <tr key={m.id}>
            <th scope="row">{formatDateTime(m.created_at)}</th>
            <td>{m.variant_sku}</td>
            <td>{`${M.movementKinds[m.kind] ?? m.kind} ${m.quantity}`}</td>
            <td>{m.reason}</td>
            <td>{`${m.stock_before} → ${m.stock_after}`}</td>
            <td>{m.staff_email}</td>
          </tr>
        ))}
      </tbody>
    </BeheerTable>
  );
}
