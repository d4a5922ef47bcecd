/**
 * Answers are plain text (ADR 019): the box renders them as text and turns only same-site paths
 * ("/service/retourneren/", "/matrassen/") into links. Anything else that looks like an address
 * ("https://elders.example", "//elders.example", "javascript:...") stays text.
 */

export type TextPart = { text: string } | { text: string; href: string };

/**
 * A path starts with one "/" after a space, an opening bracket or quote, or the start of the text, and holds
 * only letters, digits and - _ . / ? = & # %. A trailing full stop, comma or similar belongs to the sentence.
 */
const PATH = /(^|[\s("'])(\/(?!\/)[\p{L}\p{N}\-_./?=&#%]*)/gu;
const TRAILING = /[.,;:!?]+$/u;

export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const m of text.matchAll(PATH)) {
    const start = m.index + m[1]!.length;
    let path = m[2]!;
    const trail = TRAILING.exec(path)?.[0] ?? "";
    path = path.slice(0, path.length - trail.length);
    if (path.length < 2 || path.includes("..")) continue;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: path, href: path });
    last = start + path.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
