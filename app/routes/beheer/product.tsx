/**
 * /beheer/producten/{id}/ (docs/decisions/039): one product with its texts, specifications, options and
 * variants, images, categories, availability, delivery text and low-stock threshold. The owner ("assortment")
 * edits texts and the price (with a preview of what shoppers will see); both roles change stock.
 */
import { data, Link } from "react-router";
import type { Route } from "./+types/product";
import { edgeContext } from "../../lib/context";
import { ApiError } from "../../lib/api/client";
import type { StaffMe } from "../../lib/beheer/types/common";
import type { BeheerProductDetail, PriceShown } from "../../lib/beheer/types/products";
import { BEHEER_PRODUCT_MESSAGES as M } from "../../lib/beheer/messages/products";
import { editBody } from "../../lib/beheer/product-form";
import { euroToCents } from "../../kernel/euro-input";
import { formatEuro } from "../../lib/format";
import { Alert } from "../../components/form/alert";
import { BeheerPageError } from "../../components/beheer/page-error";
import { ProductTexts } from "../../components/beheer/product-texts";
import { ProductPrice } from "../../components/beheer/product-price";
import { ProductVariants, StockForm, StockMovements } from "../../components/beheer/product-stock";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: `${loaderData?.product.title ?? M.title} | Beheer | Droomnest` }];

const productPath = (id: string) => `/beheer/api/products/${encodeURIComponent(id)}`;

export async function loader({ params, context }: Route.LoaderArgs) {
  const { beheer } = context.get(edgeContext);
  const [product, me] = await Promise.all([beheer.get<BeheerProductDetail>(productPath(params.id)), beheer.get<StaffMe>("/beheer/api/me")]);
  // One key per page view: a double submit of the stock form changes stock once.
  return { product, owner: me.permissions.includes("assortment"), requestKey: crypto.randomUUID().replace(/-/gu, "") };
}

type ActionResult = { ok: boolean; message: string; preview?: PriceShown; typed?: string };

export async function action({ params, context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const { beheer } = context.get(edgeContext);
  const path = productPath(params.id);
  const refused = (message: string, status = 400, extra: Partial<ActionResult> = {}) => data({ ok: false, message, ...extra } satisfies ActionResult, { status });
  try {
    if (intent === "texts") {
      const read = editBody(form);
      if ("error" in read) return refused(read.error);
      await beheer.send("PUT", path, read.body);
      return { ok: true, message: M.saved } satisfies ActionResult;
    }
    if (intent === "preview" || intent === "price") {
      const typed = String(form.get("price") ?? "");
      const price = euroToCents(typed);
      if (price === null) return refused(M.priceInvalid, 400, { typed });
      if (intent === "preview") return { ok: true, message: "", preview: await beheer.send<PriceShown>("POST", `${path}/price-preview`, { price }), typed } satisfies ActionResult;
      await beheer.send("POST", `${path}/price`, { price });
      return { ok: true, message: M.priceSaved } satisfies ActionResult;
    }
    if (intent === "stock") {
      const quantity = Number(String(form.get("quantity") ?? "").trim());
      await beheer.send("POST", `${path}/stock`, {
        variant_id: Number(form.get("variant_id")),
        kind: String(form.get("kind") ?? ""),
        quantity: Number.isInteger(quantity) ? quantity : -1,
        reason: String(form.get("reason") ?? ""),
        request_key: String(form.get("request_key") ?? ""),
      });
      return { ok: true, message: M.stockSaved } satisfies ActionResult;
    }
    return refused(M.invalid);
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return refused(error.message, error.status);
    throw error;
  }
}

export default function BeheerProduct({ loaderData, actionData }: Route.ComponentProps) {
  const { product, owner, requestKey } = loaderData;
  return (
    <>
      <p>
        <Link to="/beheer/producten/">{M.back}</Link>
      </p>
      <h1>{product.title}</h1>
      <p className="beheer-muted">
        {`${M.sku} ${product.sku} · ${product.brand} · `}
        <a href={`/${product.slug}.html`}>{M.viewInShop}</a>
      </p>
      {actionData && actionData.message ? (
        <Alert tone={actionData.ok ? "success" : "danger"} fadeAfterMs={0}>
          {actionData.message}
        </Alert>
      ) : null}
      {!owner ? <p className="beheer-hint">{M.readOnly}</p> : null}
      <div className="product-detail">
        {owner ? (
          <ProductPrice current={product.price} preview={actionData?.preview ?? null} typed={actionData?.typed ?? ""} />
        ) : (
          <section className="beheer-panel" aria-labelledby="product-price-read">
            <h2 id="product-price-read">{M.priceTitle}</h2>
            <ProductPriceRead product={product} />
          </section>
        )}
        <ProductVariants product={product} />
        <StockForm key={requestKey} product={product} requestKey={requestKey} />
        <section aria-labelledby="product-movements">
          <h2 id="product-movements">{M.movements}</h2>
          <StockMovements product={product} />
        </section>
        {owner ? <ProductTexts key={`${product.title}|${product.delivery}`} product={product} /> : <ProductTextsRead product={product} />}
        <section aria-labelledby="product-images">
          <h2 id="product-images">{M.images}</h2>
          {product.images.length === 0 ? (
            <p>{M.noImages}</p>
          ) : (
            <ul className="product-images">
              {product.images.map((img) => (
                <li key={img.src}>
                  <img src={img.src} alt={img.alt} width={96} height={96} loading="lazy" />
                </li>
              ))}
            </ul>
          )}
          {owner ? (
            <p>
              <Link to={`/beheer/producten/${product.id}/afbeeldingen/`}>{M.manageImages}</Link>
            </p>
          ) : null}
        </section>
      </div>
    </>
  );
}

function ProductPriceRead({ product }: { product: BeheerProductDetail }) {
  const { price, price_old } = product.price;
  return <p>{`${M.priceNow}: ${formatEuro(price)}${price_old !== null ? ` (${M.previewStruck(formatEuro(price_old))})` : ""}`}</p>;
}

function ProductTextsRead({ product }: { product: BeheerProductDetail }) {
  const own = new Set(product.category_ids);
  return (
    <section aria-labelledby="product-texts-read">
      <h2 id="product-texts-read">{M.texts}</h2>
      <p>{product.description}</p>
      <dl className="product-specs">
        {product.specifications.map((s) => (
          <div key={s.label}>
            <dt>{s.label}</dt>
            <dd>{s.value}</dd>
          </div>
        ))}
        <div>
          <dt>{M.delivery}</dt>
          <dd>{product.delivery}</dd>
        </div>
        <div>
          <dt>{M.availability}</dt>
          <dd>{product.available ? M.availableYes : M.availableNo}</dd>
        </div>
        <div>
          <dt>{M.threshold}</dt>
          <dd>{product.low_stock_threshold}</dd>
        </div>
        <div>
          <dt>{M.categories}</dt>
          <dd>{product.categories.filter((c) => own.has(c.id) || c.id === product.main_category_id).map((c) => c.slug).join(", ")}</dd>
        </div>
      </dl>
    </section>
  );
}

export function ErrorBoundary() {
  return <BeheerPageError title={M.title} />;
}
