/**
 * Comments and docs cite the spec's sections and the ADRs (docs/decisions/), never the bookkeeping of how
 * the work was organised: issue numbers, work-item or helper labels. `bookkeepingCitations` finds them in
 * one file's text; scripts/check-citations.ts runs it over the repository as part of `npm run lint`.
 */
const PATTERNS: { name: string; pattern: RegExp }[] = [
  { name: "issue number", pattern: /\bissues? #?\d+/giu },
  { name: "work item", pattern: /\bwork[- ]items?\b/giu },
  { name: "helper label", pattern: /\bhelper [A-Z]?\d+\b/gu },
  { name: "helper label", pattern: /(?<![\w#.-])H\d(?:'s)?(?![\w.-])/gu },
];

export type Citation = { line: number; kind: string; text: string };

export function bookkeepingCitations(source: string): Citation[] {
  const found: Citation[] = [];
  source.split("\n").forEach((text, index) => {
    for (const { name, pattern } of PATTERNS) {
      for (const match of text.matchAll(pattern)) found.push({ line: index + 1, kind: name, text: match[0] });
    }
  });
  return found;
}
