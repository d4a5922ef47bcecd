/**
 * Lighthouse SEO (spec section 2): the SEO category only, one run per page (the SEO audits do not vary
 * between runs as performance does), with the audits that fail. Used by `npm run bench`; on its own:
 *   node scripts/lighthouse-seo.ts http://127.0.0.1:8787 / /matrassen/ /some-product.html
 */
import lighthouse from "lighthouse";
import { launchChrome } from "./lighthouse.ts";

export interface SeoScore {
  path: string;
  /** 0-100; null when the run failed. */
  seo: number | null;
  /** Ids of the SEO audits that did not pass (e.g. "canonical", "meta-description"). */
  failing: string[];
}

/** The SEO goal (spec section 2; ADR 024). */
export const SEO_GOAL = 100;

export async function seoScores(origin: string, paths: string[]): Promise<SeoScore[]> {
  const chrome = await launchChrome();
  const out: SeoScore[] = [];
  try {
    for (const path of paths) {
      const result = await lighthouse(`${origin}${path}`, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["seo"], formFactor: "mobile" });
      const lhr = result?.lhr;
      const category = lhr?.categories.seo;
      if (!lhr || lhr.runtimeError || category?.score == null) {
        out.push({ path, seo: null, failing: [lhr?.runtimeError?.code ?? "no result"] });
        continue;
      }
      const failing = category.auditRefs
        .filter((ref) => ref.weight > 0)
        .map((ref) => lhr.audits[ref.id])
        .filter((a) => a !== undefined && a.score !== null && a.score < 1)
        .map((a) => a!.id);
      out.push({ path, seo: Math.round(category.score * 100), failing });
    }
  } finally {
    chrome.kill();
  }
  return out;
}

/** "met / NOT met" lines as the bench prints them. */
export function seoLines(scores: SeoScore[]): string[] {
  return scores.map((s) => {
    const verdict = s.seo !== null && s.seo >= SEO_GOAL ? "met" : "NOT met";
    return `  ${s.path.slice(0, 58).padEnd(58)} SEO ${String(s.seo ?? "failed").padStart(3)} (goal ${SEO_GOAL}: ${verdict})${s.failing.length ? `  failing: ${s.failing.join(", ")}` : ""}`;
  });
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const [origin = "http://127.0.0.1:8787", ...paths] = process.argv.slice(2);
  for (const line of seoLines(await seoScores(origin, paths.length ? paths : ["/"]))) console.log(line);
}
