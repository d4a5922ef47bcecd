/**
 * Lighthouse mobile performance (and accessibility) of home, category and product pages against a running
 * server: node scripts/lighthouse.ts http://127.0.0.1:8787 [path ...]. Used by `npm run bench`.
 * A single Lighthouse run varies by several points (the first run of a fresh browser most), so each page
 * is measured LIGHTHOUSE_RUNS times (default 3) and the median run by performance score is reported, with
 * every run's score alongside. A run that fails (runtime error) is reported, never counted as a score.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

export interface LighthouseScore {
  path: string;
  /** Performance score of every run, in run order; null for a failed run. */
  runs: (number | null)[];
  performance: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

/** opts.cookie: sent with every request of the runs (e.g. a cart cookie for a checkout page). */
export async function lighthouseScores(origin: string, paths: string[], opts: { cookie?: string } = {}): Promise<LighthouseScore[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-background-networking", "--disable-component-update", "--no-first-run", "--disable-quic"],
  });
  const out: LighthouseScore[] = [];
  try {
    const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
    for (const path of paths) {
      const results: (Omit<LighthouseScore, "runs"> | null)[] = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(`${origin}${path}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility"],
          formFactor: "mobile",
          ...(opts.cookie ? { extraHeaders: { Cookie: opts.cookie } } : {}),
        });
        const lhr = result!.lhr;
        if (lhr.runtimeError || lhr.categories.performance?.score == null) {
          results.push(null);
          continue;
        }
        results.push({
          path,
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
          lcpMs: Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? 0),
          cls: Number((lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
          tbtMs: Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0),
        });
      }
      const ok = results.filter((r) => r !== null).sort((a, b) => a.performance - b.performance);
      const median = ok[Math.floor((ok.length - 1) / 2)] ?? { path, performance: 0, accessibility: 0, lcpMs: 0, cls: 0, tbtMs: 0 };
      out.push({ ...median, runs: results.map((r) => r?.performance ?? null) });
    }
  } finally {
    chrome.kill();
  }
  return out;
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const [origin = "http://127.0.0.1:8787", ...paths] = process.argv.slice(2);
  const scores = await lighthouseScores(origin, paths.length ? paths : ["/"]);
  for (const s of scores) {
    console.log(`${s.path.padEnd(60)} performance ${s.performance} (runs ${s.runs.map((r) => r ?? "failed").join("/")})  accessibility ${s.accessibility}  LCP ${s.lcpMs} ms  CLS ${s.cls}  TBT ${s.tbtMs} ms`);
  }
}
