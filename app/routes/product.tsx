import { Suspense, useEffect, useMemo, useState } from "react";
import { Await, data, Link, redirect } from "react-router";
import type { Route } from "./+types/product";
import { ADD_TO_CART_FORM_ID, AddToCartForm } from "../components/cart/add-to-cart-form";
import { Breadcrumbs } from "../components/catalog/breadcrumbs";
import { FavouriteButton } from "../components/catalog/favourite-button";
import { PriceView } from "../components/catalog/price";
import { Gallery } from "../components/product/gallery";
import { OptionPicker } from "../components/product/option-picker";
import { LastViewed } from "../components/product/last-viewed";
import { ConfigureLink } from "../components/configurator/configure-link";
import { RelatedProducts } from "../components/product/related-products";
import { ReviewSection } from "../components/reviews/review-section";
import { Stars } from "../components/ui/stars";
import type { ApiClient } from "../lib/api/server-client";
import { orRouteError } from "../lib/api/route-errors";
import type { Product, Reviews } from "../lib/api/types/catalog";
import { runCartIntent } from "../lib/cart/action.server";
import { reviewsPath, reviewView } from "../lib/reviews/query";
import { runReviewForm } from "../lib/reviews/action.server";
import { isReviewState, REVIEW_INTENT } from "../lib/reviews/state";
import { edgeContext } from "../lib/context";
import { formatEuro } from "../lib/format";
import { breadcrumbLd, pageMeta, siteOrigin } from "../lib/seo.server";
import { productLd } from "../lib/seo-ld.server";
import { recordLastViewed } from "../lib/catalog/storage";
import { useAbandonSignal } from "../lib/abandon/use-abandon-signal";
import { selectionOf, variantFor } from "../lib/catalog/variants";
import { VARIANT_PARAM } from "../lib/catalog/constants";
import { readyNow } from "../lib/deferred.server";
import { exclusionNote } from "../kernel/withdrawal";

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { api } = context.get(edgeContext);
  const search = new URL(request.url).searchParams;
  // A search result links to the variant its query names (?variant=, docs/decisions/031): chosen by the API.
  const product: Product = await orRouteError(api.catalog.product(params.slug, search.get(VARIANT_PARAM)), "Dit product bestaat niet.");
  // Below the fold: streamed; a failure leaves the section out.
  const view = reviewView(search);
  const reviews = api.get<Reviews>(reviewsPath(product.id, view)).catch(() => null);
  // Both reads run at once (one D1 round trip each); the related products are handed on after the reviews,
  // so when they stream, they stream in document order whichever read finishes first.
  const related = Promise.all([api.catalog.suggested(product.id).catch(() => []), reviews]).then(([tiles]) => tiles);
  // Answered from the render memo (worker/ssr-memo.ts), both are there already: written in place, not streamed.
  const both = await readyNow(Promise.all([reviews, related]));
  const page = {
    product,
    reviews: both ? both.value[0] : reviews,
    related: both ? both.value[1] : related,
    reviewWrite: view.write,
    reviewInvitation: view.invitation,
    seo: productSeo(siteOrigin(request.url, context), product),
    // What article 13 of the conditions excludes from withdrawal, shown before buying (docs/decisions/038):
    // sealed hygiene goods, and a boxspring composed in the configurator (made to the customer's specification).
    withdrawalNotes: [exclusionNote(product.type), product.main_category.slug === "boxsprings" ? exclusionNote("boxspring", true) : null].filter((n): n is string => n !== null),
  };
  // A review invitation's link carries a personal token: that page is never a shared copy (docs/decisions/022).
  return data(page, view.invitation ? { headers: { "Cache-Control": "private, no-store" } } : undefined);
}

/** The loader's Cache-Control (only a page opened from a review invitation sets one). */
export function headers({ loaderHeaders }: Route.HeadersArgs): Record<string, string> {
  const cc = loaderHeaders.get("Cache-Control");
  return cc ? { "Cache-Control": cc } : {};
}

/**
 * The variant a form post chose: the option radios take part in the add-to-cart form, so a post without
 * JavaScript sends the shopper's choice, resolved here the same way the page resolves it. Without option
 * fields the form's item_id stands; a choice that matches no variant gives 0 (refused as "choose first").
 */
async function chosenVariant(api: ApiClient, slug: string, form: FormData): Promise<number | undefined> {
  const sel: Record<string, number> = {};
  for (const [name, value] of form) if (name.startsWith("optie-") && typeof value === "string") sel[name.slice(6)] = Number(value);
  if (Object.keys(sel).length === 0) return undefined;
  const product = await api.catalog.product(slug);
  return variantFor(product.options, product.variants, sel)?.id ?? 0;
}

/**
 * Add to cart posted without JavaScript (intent "add"): on success to the cart, else the page again with
 * the Dutch reason. Once hydrated the form adds through the page cart instead (AddToCartForm).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { api } = context.get(edgeContext);
  const form = await request.formData();
  if (form.get("intent") === REVIEW_INTENT) return runReviewForm(api, params.slug, form, context.get(edgeContext).requestId);
  if (form.get("intent") !== "add") return data({ ok: false as const, intent: null, status: 400, message: "Deze actie kennen we niet." }, { status: 400 });
  const result = await runCartIntent(api, form, await chosenVariant(api, params.slug, form));
  if (result.ok) throw redirect("/cart/");
  return data(result, { status: result.status });
}

/** The tags come with the data (built in the loader by app/lib/seo.server.ts). */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo ?? [{ name: "robots", content: "noindex" }];

function productSeo(origin: string, product: Product) {
  const image = product.images[0];
  return pageMeta({
    origin,
    title: `${product.title} | Droomnest`,
    description: product.description || `${product.title} van ${product.brand.name} bij Droomnest.`,
    path: product.url,
    share: { type: "product", image: image?.src, imageAlt: image?.alt || product.title },
    jsonLd: [productLd(origin, product), breadcrumbLd(origin, product.breadcrumbs)],
  });
}

export default function ProductPage({ loaderData, actionData }: Route.ComponentProps) {
  const { product } = loaderData;
  const reviewState = isReviewState(actionData) ? actionData : null;
  const [sel, setSel] = useState(() => selectionOf(product.options, product.variants.find((v) => v.id === product.variant_id)));
  // Another product (a client navigation): its own selection, set while rendering rather than in an effect,
  // which re-rendered the whole page once right after hydration.
  const [selFor, setSelFor] = useState(product);
  if (selFor !== product) {
    setSelFor(product);
    setSel(selectionOf(product.options, product.variants.find((v) => v.id === product.variant_id)));
  }
  const variant = useMemo(() => variantFor(product.options, product.variants, sel), [product, sel]);
  const price = variant?.price ?? product.price;
  const available = variant ? variant.available : product.available;
  useEffect(() => recordLastViewed({ id: product.id, vid: variant?.id ?? null }), [product.id, variant?.id]);
  useAbandonSignal("browse", product.id);

  return (
    <main id="inhoud" tabIndex={-1} className="container product-page">
      <Breadcrumbs items={product.breadcrumbs} />
      <div className="product-page__top">
        <Gallery images={product.images} title={product.title} />
        <div className="product-page__info">
          <p className="product-page__brand">
            <Link to={`/brands/${product.brand.slug}/`}>{product.brand.name}</Link>
          </p>
          <h1 className="page-title product-page__title">{product.title}</h1>
          {product.rating.count > 0 && (
            <p className="product-page__rating">
              <Stars value={product.rating.average} label={`${product.rating.average.toString().replace(".", ",")} van 5 sterren`} />
              <a href="#reviews-title">
                {product.rating.count} {product.rating.count === 1 ? "review" : "reviews"}
              </a>
            </p>
          )}
          <PriceView price={price} size="lg" />
          {price.price_old !== null && <p className="product-page__saving">Je bespaart {formatEuro(price.price_old - price.price)}</p>}
          <OptionPicker
            options={product.options.filter((o) => o.values.length > 1 || product.options.length > 1)}
            variants={product.variants}
            selection={sel}
            onChange={setSel}
            namePrefix="optie"
            form={ADD_TO_CART_FORM_ID}
          />
          <p className={`product-page__stock${available ? "" : " is-unavailable"}`}>{available ? product.stock_score.label : "Niet leverbaar"}</p>
          <p className="product-page__delivery">{available ? product.delivery : "Dit product is tijdelijk niet leverbaar."}</p>
          {loaderData.withdrawalNotes.map((note) => (
            <p key={note} className="product-withdrawal-note">
              {note}
            </p>
          ))}
          <AddToCartForm productId={product.id} variantId={variant?.id} available={available} result={isReviewState(actionData) ? null : actionData} />
          {product.main_category.slug === "boxsprings" && <ConfigureLink category={product.main_category.slug} slug={product.slug} />}
          {variant && <p className="product-page__sku">Artikelnummer: {variant.sku}</p>}
          <FavouriteButton id={product.id} image={product.images[0]?.src ?? ""} available={product.available} title={product.title} />
        </div>
      </div>
      {/* Below the fold: its own hydration unit, so the browser can yield between it and the top (ADR 024). */}
      <Suspense fallback={null}>
        <section className="product-page__description" aria-labelledby="description-title">
          <h2 id="description-title" className="section-title">
            Omschrijving
          </h2>
          <p>{product.description}</p>
        </section>
        <section aria-labelledby="specs-title">
          <h2 id="specs-title" className="section-title">
            Specificaties
          </h2>
          <dl className="specs">
            {product.specifications.map((s) => (
              <div key={s.label} className="specs__row">
                <dt>{s.label}</dt>
                <dd>{s.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      </Suspense>
      {/* Not a Suspense unit of its own: the review form (?review=schrijven) must be in the first HTML, which is
          all a browser without JavaScript ever shows; the reviews list inside streams in its own boundary. */}
      <ReviewSection
        product={product}
        reviews={loaderData.reviews}
        writeOpen={loaderData.reviewWrite}
        state={reviewState}
        invitation={loaderData.reviewInvitation}
      />
      <Suspense fallback={null}>
        <Await resolve={loaderData.related} errorElement={null}>
          {(tiles) => <RelatedProducts tiles={tiles} />}
        </Await>
      </Suspense>
      <Suspense fallback={null}>
        <LastViewed exclude={product.id} />
      </Suspense>
    </main>
  );
}
