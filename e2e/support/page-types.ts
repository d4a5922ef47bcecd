/**
 * The storefront's page types a first-time visitor opens directly (cookie bar shown), one path each: axe
 * (a11y.spec.ts) and html-validate (html-validate.spec.ts) both go over this list, so a page added here gets
 * both checks.
 */
import { catalogSeed } from "./catalog";
import { pagesSeed } from "./content-pages";

export interface PageType {
  name: string;
  path: string;
  /** The document's status when it is not 200 (the browser logs it as a failed load). */
  status?: number;
}

export const PAGE_TYPES: readonly PageType[] = [
  { name: "home", path: "/" },
  { name: "404", path: "/bestaat-niet/", status: 404 },
  { name: "cart", path: "/cart/" },
  { name: "checkout", path: "/checkout/" },
  { name: "login", path: "/account/login/" },
  { name: "category, filtered", path: "/matrassen/hardheid:medium/merk:nachtwacht/" },
  { name: "search results", path: "/zoeken/?tn_q=matras" },
  { name: "search, nothing found (fallback)", path: "/zoeken/?tn_q=xqzvbnm" },
  { name: "favourites, empty", path: "/favorieten/" },
  { name: "brands", path: "/brands/" },
  { name: "brand", path: `/brands/${catalogSeed.brands[0]!.slug}/` },
  { name: "blog", path: "/blog/" },
  { name: "blog article", path: `/blog/${pagesSeed.blog[0]!.slug}/` },
  { name: "service index", path: "/service/" },
  { name: "service page", path: "/service/klantenservice-contact/" },
  { name: "sitemap", path: "/sitemap/" },
  { name: "inspiration", path: "/inspiratie/" },
  { name: "discount code", path: "/kortingscode/" },
  { name: "content overview", path: "/cop/" },
  { name: "product overview", path: "/pop/" },
];
