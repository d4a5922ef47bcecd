/**
 * A search that names a size and a colour opens the product with them chosen (spec section 5, search
 * results; docs/decisions/031): the result tile links to the variant, and the product page shows that
 * size and colour selected.
 */
import { expect, test } from "./fixtures";
import { ListingPage } from "./pages/listing";
import { ProductPage } from "./pages/product";
import { Shell } from "./pages/shell";
import { catalogApi, returningVisitor } from "./support/catalog";

test.beforeEach(async ({ context, baseURL }) => {
  await returningVisitor(context, baseURL!);
});

test("'hoeslaken wit 160x200': a white sheet's tile opens its page with 160x200 and Wit selected", async ({ page, request }) => {
  const shell = new Shell(page);
  const listing = new ListingPage(page);
  await shell.open(`/zoeken/?tn_q=${encodeURIComponent("hoeslaken wit 160x200")}`);
  await expect(listing.tiles.first()).toBeVisible();

  // The first tile that links to a variant of a product with a white colour.
  let chosen: { title: string; size: string } | null = null;
  for (const tile of await listing.tileInfo()) {
    if (!/\?variant=\d+$/u.test(tile.href)) continue;
    const product = await catalogApi.product(request, tile.href.slice(1, tile.href.indexOf(".html")));
    const sizes = product.options.find((o) => o.code === "maat")?.values ?? [];
    const colours = product.options.find((o) => o.code === "kleur")?.values ?? [];
    const size = sizes.find((v) => v.title === "160x200" || v.title.startsWith("160x200 "));
    if (size && colours.some((v) => v.title === "Wit")) {
      chosen = { title: tile.title, size: size.title };
      break;
    }
  }
  expect(chosen, "a white 160x200 sheet linked to its variant").not.toBeNull();

  await listing.tile(chosen!.title).getByRole("link").first().click();
  const product = new ProductPage(page);
  await expect(product.heading).toHaveText(chosen!.title);
  await expect(page).toHaveURL(/\.html\?variant=\d+$/u);
  await expect(product.option("Maat", chosen!.size)).toBeChecked();
  await expect(product.option("Kleur", "Wit")).toBeChecked();
  // The canonical URL stays the product's own.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\.html$/u);
});

test("a product page opened with a variant id of another product shows its own default choice", async ({ page, request }) => {
  const results = await catalogApi.search(request, "hoeslaken");
  const slug = results.products[0]!.slug;
  const own = await catalogApi.product(request, slug);
  const other = await catalogApi.product(request, results.products[1]!.slug);
  const foreign = other.variants.find((v) => !own.variants.some((o) => o.id === v.id))!.id;
  await new Shell(page).open(`/${slug}.html?variant=${foreign}`);
  const product = new ProductPage(page);
  await expect(product.heading).toHaveText(own.title);
  const variant = own.variants.find((v) => v.id === own.variant_id)!;
  for (const o of own.options.filter((x) => x.values.length > 1)) {
    const value = o.values.find((v) => variant.option_value_ids.includes(v.id))!;
    await expect(product.option(o.title, value.title)).toBeChecked();
  }
});
