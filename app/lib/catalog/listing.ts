import type { CategoryInfo, CategoryListing, ListingData } from "../api/types/catalog";

/** Search results and brand overviews reuse the category grid: a plain overview 'category' around the listing. */
export function listingAsCategory(listing: ListingData, category: { slug: string; title: string; intro?: string | null }): CategoryListing {
  const info: CategoryInfo = {
    id: 0,
    slug: category.slug,
    title: category.title,
    sub_title: null,
    kind: "overview",
    filter_count: 3,
    countdown: null,
    promo_banner: false,
    four_per_row: false,
    long_titles: false,
    header_image: null,
    steps: [],
    intro: category.intro ?? null,
  };
  return { ...listing, breadcrumbs: [], category: info };
}

/** The first page of a `range=A-B` link (1 when there is none). */
export function firstPageOf(rangeLink: string): number {
  const m = /range=(\d+)-/u.exec(rangeLink);
  return m ? Number(m[1]) : 1;
}
