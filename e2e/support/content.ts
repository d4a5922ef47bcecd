/** The seeded content (kv-seed/content/*.json): what the pages must show, read rather than retyped. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Footer, Homepage, Navigation, NewsletterPopup, PromoBanner, Textpage, Usps } from "../../app/lib/schemas/content";
import { fillFigures } from "../../kv-seed/content/figures";

const dir = join(import.meta.dirname, "..", "..", "kv-seed", "content");
// As the seed stores them: with the shop's figures ({{gratis_vanaf}}, ...) filled in.
const read = <T>(name: string): T => fillFigures(JSON.parse(readFileSync(join(dir, `${name}.json`), "utf8")) as T);

export const seed = {
  navigation: read<Navigation>("navigation"),
  homepage: read<Homepage>("homepage"),
  footer: read<Footer>("footer"),
  usps: read<Usps>("usps"),
  newsletterPopup: read<NewsletterPopup>("newsletter-popup"),
  textpage: read<Textpage>("textpage"),
  promoBanner: read<PromoBanner>("promo-banner"),
};
