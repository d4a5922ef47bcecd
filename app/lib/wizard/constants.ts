/** Guided selling (spec sections 4 and 9): the wizard's Dutch texts and limits, defined once. */

/** The quick wizard shows at most this many answers; the rest sit behind the 'Meer'/'Minder' toggle. */
export const QUICK_WIZARD_VISIBLE_ANSWERS = 4;

/** The labels on the page (the overlay's own texts load with it: ./messages.ts). */
export const WIZARD_ENTRY_TEXT = {
  more: "Meer",
  less: "Minder",
  open: "Hulp bij kiezen",
  homeOpen: "Matrasadvies",
} as const;

/** Bed widths of spec section 9 (cm) and their names. */
export const BED_WIDTHS = [
  { width: 140, name: "Twijfelaar" },
  { width: 160, name: "Queen size" },
  { width: 180, name: "King size" },
] as const;

/**
 * Which wizards a category (and its subcategories) offers: the full wizard in the overlay and the one-question
 * quick wizard on the page. Keys are top-level category slugs of the seed.
 */
export const CATEGORY_WIZARDS: Readonly<Record<string, { wizard: string; quick: string }>> = {
  matrassen: { wizard: "matrasadvies", quick: "matras-snelkeuze" },
  dekbed: { wizard: "dekbedadvies", quick: "dekbed-snelkeuze" },
  hoofdkussen: { wizard: "kussenadvies", quick: "kussen-snelkeuze" },
};

/** The wizard behind the home page's advice button. */
export const HOME_WIZARD = { code: "matrasadvies" } as const;
