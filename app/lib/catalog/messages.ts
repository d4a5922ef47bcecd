/** Dutch strings of the catalogue pages, defined once: the search page's fallback when nothing was found. */

/** /zoeken/ when the term matched no product (SearchResults.fallback): never a dead end. */
export const SEARCH_FALLBACK_TEXT = {
  nothingFound: (term: string) => `We hebben niets gevonden voor ‘${term}’.`,
  didYouMean: "Bedoelde je",
  tips: "Controleer de spelling, of probeer een ander of algemener woord.",
  categories: "Misschien vind je het hier",
  products: "Populaire producten",
} as const;
