/**
 * Product pages (spec section 2): opened from a tile, breadcrumb, gallery, options with variant price
 * and sku, the struck-through reference price, JSON-LD, reviews, the related-products swiper and the
 * last-viewed list. Adding to the cart is tested in cart.spec.ts.
 */
import { LAST_VIEWED_KEY } from "../app/lib/catalog/storage-keys";
import { expect, test } from "./fixtures";
import { ListingPage } from "./pages/listing";
import { ProductPage } from "./pages/product";
import { Shell } from "./pages/shell";
import { catalogApi, euro, returningVisitor } from "./support/catalog";

const slugOf = (href: string) => href.replace(/^\/|\.html$/gu, "");

test.beforeEach(async ({ context, baseURL }) => {
  await returningVisitor(context, baseURL!);
});

test.describe("product page", () => {
  test("a tile opens its product: breadcrumb, gallery with the first image eager, JSON-LD, reviews, and the add-to-cart form", async ({ page, request }) => {
    const shell = new Shell(page);
    const listing = new ListingPage(page);
    const product = new ProductPage(page);
    await shell.open("/matrassen/");
    const [first] = await listing.tileInfo();
    const api = await catalogApi.product(request, slugOf(first!.href));
    const reviews = await catalogApi.reviews(request, api.id);
    expect(api.rating.count, "the first mattress has reviews").toBeGreaterThan(0);

    await listing.tiles.first().getByRole("heading", { level: 3 }).click();
    await expect(page).toHaveURL(first!.href);
    await expect(product.heading).toHaveText(api.title);

    // Breadcrumb: Home > category chain > the product (current page, not a link).
    await expect(product.breadcrumb.getByRole("listitem")).toHaveText(api.breadcrumbs.map((b) => b.title));
    for (const b of api.breadcrumbs.slice(0, -1)) {
      await expect(product.breadcrumb.getByRole("link", { name: b.title, exact: true })).toHaveAttribute("href", b.url);
    }
    await expect(product.breadcrumb.locator("[aria-current='page']")).toHaveText(api.title);

    // Gallery: every image sized, the first eager (and high priority), the others lazy.
    const images = await product.gallery.locator(".gallery__main img").evaluateAll((imgs) =>
      imgs.map((i) => ({ loading: i.getAttribute("loading"), width: i.getAttribute("width"), height: i.getAttribute("height"), alt: i.getAttribute("alt") })),
    );
    expect(images).toEqual(
      api.images.map((img, i) => ({ loading: i === 0 ? "eager" : "lazy", width: String(img.width), height: String(img.height), alt: img.alt })),
    );
    await expect(product.gallery.locator(".gallery__main img").first()).toBeVisible();

    // Structured data: one script per object, every URL absolute (spec section 2).
    const origin = new URL(page.url()).origin;
    await expect(product.jsonLd).toHaveCount(2);
    const graph = (await product.jsonLd.allTextContents()).map((t) => JSON.parse(t) as Record<string, unknown>);
    const types = graph.map((g) => g["@type"]);
    expect(types).toEqual(["Product", "BreadcrumbList"]);
    const ld = graph[0] as {
      name: string;
      sku: string;
      offers: { "@type": string; price: string; priceCurrency: string; availability: string };
      aggregateRating: { "@type": string; ratingValue: number; reviewCount: number };
    };
    expect(ld.name).toBe(api.title);
    expect(ld.sku).toBe(api.sku);
    expect(ld.offers).toMatchObject({ "@type": "Offer", priceCurrency: "EUR", price: (api.price.price / 100).toFixed(2), availability: "https://schema.org/InStock" });
    expect(ld.aggregateRating).toMatchObject({ "@type": "AggregateRating", ratingValue: api.rating.average, reviewCount: api.rating.count });
    const crumbs = graph[1] as { itemListElement: { "@type": string; position: number; name: string; item: string }[] };
    expect(crumbs.itemListElement).toEqual(api.breadcrumbs.map((b, i) => ({ "@type": "ListItem", position: i + 1, name: b.title, item: `${origin}${b.url}` })));

    // Reviews with their average.
    const average = reviews.average.toString().replace(".", ",");
    await expect(product.reviews.locator(".reviews__average")).toContainText(`${average} gemiddeld uit ${reviews.count} ${reviews.count === 1 ? "review" : "reviews"}`);
    await expect(product.reviews.getByRole("listitem")).toHaveCount(Math.min(10, reviews.count));
    await expect(product.reviews.getByRole("listitem").first()).toContainText(reviews.reviews[0]!.title);

    // One add-to-cart form with its quantity field (cart.spec.ts adds with it).
    const form = page.getByRole("main").getByRole("form", { name: "In winkelwagen" });
    await expect(form.getByLabel("Aantal", { exact: true })).toHaveValue("1");
    await expect(form.getByRole("button", { name: "In winkelwagen" })).toBeEnabled();
  });

  test("a discounted product shows the struck-through price as '€ 1.299,00'; another size changes price and Artikelnummer", async ({ page, request }) => {
    const list = await catalogApi.category(request, "matrassen");
    const tile = list.products.find((p) => p.price.price_old !== null && p.price.price_old >= 100_000);
    expect(tile, "a mattress with a reference price of 1.000 euro or more").toBeDefined();
    const api = await catalogApi.product(request, tile!.slug);
    const size = api.options.find((o) => o.code === "maat")!;
    const current = api.variants.find((v) => v.id === api.variant_id)!;
    const others = current.option_value_ids.filter((id) => !size.values.some((v) => v.id === id));
    // Another size with the other options as they are, at another price.
    const target = size.values
      .filter((v) => !current.option_value_ids.includes(v.id))
      .map((v) => ({ value: v, variant: api.variants.find((x) => x.option_value_ids.includes(v.id) && others.every((o) => x.option_value_ids.includes(o))) }))
      .find((t) => t.variant && t.variant.price.price !== current.price.price)!;
    expect(target, "another size at another price").toBeDefined();

    const shell = new Shell(page);
    const product = new ProductPage(page);
    await shell.open(api.url);
    await expect(product.heading).toHaveText(api.title);
    await expect(product.oldPrice).toHaveCount(1);
    await expect(product.oldPrice).toContainText(euro(current.price.price_old!));
    expect(euro(current.price.price_old!)).toMatch(/^€ \d{1,3}(?:\.\d{3})+,\d{2}$/u);
    await expect(product.price).toContainText(euro(current.price.price));
    await expect(product.sku).toHaveText(`Artikelnummer: ${current.sku}`);
    const currentSize = size.values.find((v) => current.option_value_ids.includes(v.id))!;
    await expect(product.option(size.title, currentSize.title)).toBeChecked();

    await product.option(size.title, target.value.title).check();
    await expect(product.option(size.title, target.value.title)).toBeChecked();
    await expect(product.price).toContainText(euro(target.variant!.price.price));
    await expect(product.sku).toHaveText(`Artikelnummer: ${target.variant!.sku}`);
    if (target.variant!.price.price_old !== null) await expect(product.oldPrice).toContainText(euro(target.variant!.price.price_old));
  });

  test("the related-products swiper shows 2 slides below 768px and 3 from 768px", async ({ page, request }) => {
    const list = await catalogApi.category(request, "matrassen");
    const first = list.products[0]!;
    expect((await catalogApi.related(request, first.id)).length, "more related products than fit").toBeGreaterThan(3);
    const shell = new Shell(page);
    const product = new ProductPage(page);
    await page.setViewportSize({ width: 600, height: 900 });
    await shell.open(first.url);
    await product.related.scrollIntoViewIfNeeded();
    await expect(product.swiper(product.related)).toBeVisible();
    await expect.poll(() => product.visibleSlides(product.related)).toBe(2);

    await page.setViewportSize({ width: 1024, height: 900 });
    await expect.poll(() => product.visibleSlides(product.related)).toBe(3);
    await shell.reload();
    await product.related.scrollIntoViewIfNeeded();
    await expect(product.swiper(product.related)).toBeVisible();
    await expect.poll(() => product.visibleSlides(product.related)).toBe(3);

    // The edge: 767px is below, 768px is from.
    await page.setViewportSize({ width: 767, height: 900 });
    await expect.poll(() => product.visibleSlides(product.related)).toBe(2);
    await page.setViewportSize({ width: 768, height: 900 });
    await expect.poll(() => product.visibleSlides(product.related)).toBe(3);
  });

  test("visited products are recorded: the home page shows 'Laatst bekeken', newest first", async ({ page, request }) => {
    const list = await catalogApi.category(request, "matrassen");
    const [a, b] = list.products;
    const shell = new Shell(page);
    const product = new ProductPage(page);

    await shell.open(a!.url);
    await expect(product.heading).toHaveText(a!.title);
    await expect.poll(() => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "[]") as { id: number }[], LAST_VIEWED_KEY)).toEqual([
      expect.objectContaining({ id: a!.id }),
    ]);
    await expect(product.lastViewed, "the product itself is left out").toHaveCount(0);

    await shell.open(b!.url);
    await expect(product.heading).toHaveText(b!.title);
    await expect(product.lastViewed.getByRole("heading", { level: 3 })).toHaveText([a!.title]);

    await shell.open("/");
    const lastViewed = page.getByRole("region", { name: "Laatst bekeken" });
    await expect(lastViewed.getByRole("heading", { level: 2 })).toHaveText("Laatst bekeken");
    await expect(lastViewed.getByRole("heading", { level: 3 })).toHaveText([b!.title, a!.title]);
  });
});
