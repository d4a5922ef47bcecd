/**
 * The query parameter of a product page URL that chooses its variant: a search result links to
 * /<slug>.html?variant=<id> for the variant the query names (docs/decisions/031). The page's canonical URL
 * stays without it; a value that is no variant of the product is ignored.
 */
export const VARIANT_PARAM = "variant";
