/**
 * Text helpers of the chat assistant (pure): normalising what the shopper typed for matching, the FTS5 query
 * of a question, and making an answer safe to show (plain text, links only to same-site paths).
 */

/** Lower case without diacritics ("beëindigen" -> "beeindigen"), whitespace collapsed. */
export function normalize(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/\s+/gu, " ")
    .trim();
}

/** The words of a text (letters and digits), normalised. */
export function words(text: string): string[] {
  return normalize(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Dutch (and a few English) words that say nothing about the subject of a question. */
const STOPWORDS = new Set(
  (
    "de het een en of maar als dan dat die dit deze daar hier er is zijn was waren ben bent wordt worden word " +
    "kan kun kunt kunnen mag mogen moet moeten wil wilt willen zou zouden heb hebt heeft hebben had " +
    "ik je jij jou jouw u uw we wij ons onze mijn me mij hij zij ze hun hen wat wie waar wanneer hoe waarom welke welk " +
    "van voor met op in aan bij naar om over uit tot door tegen zonder na nog al ook wel niet geen graag even " +
    "hallo hoi hey dag goedemorgen goedemiddag goedenavond alsjeblieft aub bedankt dank ja nee oke okay prima " +
    "the a an and or is are to of for in on with my me i you your what how when where can do does"
  ).split(" "),
);

/**
 * An FTS5 query for a question: its meaningful words (3+ characters, no stopwords), each quoted (a prefix
 * term from 5 characters), joined with OR (bm25 ranks passages that have more of them first). Null when nothing is left.
 * Quoting every term keeps FTS5 syntax in the shopper's text (quotes, AND, NEAR, *) from being interpreted.
 */
export function ftsQuery(text: string, maxTerms = 8): string | null {
  const terms = [...new Set(words(text).filter((w) => w.length >= 3 && !STOPWORDS.has(w)))].slice(0, maxTerms);
  if (terms.length === 0) return null;
  // Short words match whole words only ("nee" must not find "neem").
  return terms.map((t) => (t.length >= 5 ? `"${t}"*` : `"${t}"`)).join(" OR ");
}

/** Longest answer shown (characters): well under the 4 000 a history message may have. */
export const ANSWER_MAX = 1500;

const TAG = /<\/?[a-z][^>]*>/giu;
const MARKDOWN_LINK = /\[([^\]\n]{1,200})\]\(([^)\s]{1,500})\)/gu;
const ABSOLUTE_URL = /\bhttps?:\/\/[^\s<>()"']+/giu;

/** A same-site path (starting with one "/"), or null for anything that leaves the site. */
export function sameSitePath(href: string, siteOrigin?: string): string | null {
  const h = href.trim();
  if (/^\/(?![/\\])/u.test(h)) return h;
  if (siteOrigin) {
    try {
      const url = new URL(h);
      if (url.origin === new URL(siteOrigin).origin) return `${url.pathname}${url.search}${url.hash}`;
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * An answer as the chat shows it: plain text. HTML tags (and script/style contents) are removed, markdown
 * links become "text (path)" when they point into the shop and just "text" otherwise, full URLs of other
 * sites are dropped, emphasis markers go, and the text is cut at ANSWER_MAX characters.
 */
export function toPlainText(answer: string, siteOrigin?: string): string {
  let text = answer
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/giu, "")
    .replace(TAG, "")
    .replace(/&nbsp;/gu, " ")
    .replace(/&amp;/gu, "&");
  text = text.replace(MARKDOWN_LINK, (_whole, label: string, href: string) => {
    const path = sameSitePath(href, siteOrigin);
    return path ? `${label} (${path})` : label;
  });
  text = text.replace(ABSOLUTE_URL, (href) => sameSitePath(href, siteOrigin) ?? "");
  text = text
    .replace(/\*\*|__|`/gu, "")
    .replace(/[ \t]+\n/gu, "\n")
    .replace(/\n{3,}/gu, "\n\n")
    .replace(/[ \t]{2,}/gu, " ")
    .trim();
  if (text.length > ANSWER_MAX) {
    const cut = text.slice(0, ANSWER_MAX);
    const end = Math.max(cut.lastIndexOf(". "), cut.lastIndexOf("\n"));
    text = `${(end > ANSWER_MAX / 2 ? cut.slice(0, end + 1) : cut).trim()} ...`;
  }
  return text;
}
