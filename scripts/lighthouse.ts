/**
 * Lighthouse mobile performance (and accessibility) of home, category and product pages against a running
 * server: node scripts/lighthouse.ts http://127.0.0.1:8787 [path ...]. Used by `npm run bench`.
 * A single Lighthouse run varies by several points (the first run of a fresh browser most), so each page
 * is measured LIGHTHOUSE_RUNS times (default 3) and the median run by performance score is reported, with
 * every run's score alongside. A run that fails (runtime error) is reported, never counted as a score.
 * Each score carries the median run's main-thread work (per group and script evaluation per file) and its
 * LCP element, and `vitalsLines` prints them with the goals of ADR 024 (met / NOT met).
 *   LIGHTHOUSE_RUNS=1 node scripts/lighthouse.ts http://127.0.0.1:8787 / /matrassen/
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

export interface LighthouseScore {
  path: string;
  /** Performance score of every run, in run order; null for a failed run. */
  runs: (number | null)[];
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Main-thread work of the median run (ms), all of it and per group (script evaluation, style & layout, ...). */
  mainThreadMs: number;
  mainThread: { group: string; ms: number }[];
  /** Script evaluation per file of the median run (bootup-time: scripting ms, parse/compile ms), largest first. */
  scripts: { url: string; scriptingMs: number; parseMs: number }[];
  /** The largest contentful paint element of the median run (its selector and snippet), when Lighthouse names it. */
  lcpElement: string;
}

/** Goals of ADR 024: TBT <= 150 ms, LCP <= 1.5 s (simulated mobile), performance 98+ (median), CLS 0. */
export const WEB_VITALS_GOALS = { tbtMs: 150, lcpMs: 1500, performance: 98, cls: 0 };

/** "met" / "NOT met" for each goal of a page's median run. */
export function vitalsVerdicts(s: LighthouseScore): { name: string; value: string; goal: string; met: boolean }[] {
  const g = WEB_VITALS_GOALS;
  return [
    { name: "performance", value: String(s.performance), goal: `>= ${g.performance}`, met: s.performance >= g.performance },
    { name: "TBT", value: `${s.tbtMs} ms`, goal: `<= ${g.tbtMs} ms`, met: s.tbtMs <= g.tbtMs },
    { name: "LCP", value: `${s.lcpMs} ms`, goal: `<= ${g.lcpMs} ms`, met: s.lcpMs <= g.lcpMs },
    { name: "CLS", value: String(s.cls), goal: `${g.cls}`, met: s.cls <= g.cls },
  ];
}

/** Lines for the bench and the CLI: goals with met / NOT met, main-thread work, script evaluation by file. */
export function vitalsLines(scores: LighthouseScore[], opts: { lcpGoal?: (path: string) => boolean } = {}): string[] {
  const lines: string[] = [];
  for (const s of scores) {
    const runs = s.runs.map((r) => r ?? "failed").join("/");
    lines.push(`  ${s.path.slice(0, 58)}  (runs ${runs}; accessibility ${s.accessibility})`);
    for (const v of vitalsVerdicts(s)) {
      // LCP's goal is for home, category and product pages (ADR 024); elsewhere it is printed only.
      const judged = v.name !== "LCP" || (opts.lcpGoal?.(s.path) ?? true);
      lines.push(`    ${v.name.padEnd(12)} ${v.value.padStart(9)}  goal ${v.goal}: ${judged ? (v.met ? "met" : "NOT met") : "(no goal for this page)"}`);
    }
    lines.push(`    FCP          ${`${s.fcpMs} ms`.padStart(9)}`);
    lines.push(`    LCP element  ${s.lcpElement || "(not named)"}`);
    lines.push(`    main thread  ${s.mainThreadMs} ms: ${s.mainThread.map((m) => `${m.group} ${m.ms}`).join(", ")}`);
    for (const f of s.scripts.slice(0, 6)) lines.push(`      script ${f.url.slice(0, 60).padEnd(60)} evaluation ${String(f.scriptingMs).padStart(5)} ms  parse/compile ${f.parseMs} ms`);
  }
  return lines;
}

type Lhr = Awaited<ReturnType<typeof lighthouse>> extends infer R ? (R extends { lhr: infer L } ? L : never) : never;

function tableItems(lhr: Lhr, id: string): Record<string, unknown>[] {
  const details = lhr.audits[id]?.details as { items?: Record<string, unknown>[] } | undefined;
  return details?.items ?? [];
}

/** The first node item anywhere in an audit's details (the LCP insight nests it in a table). */
function findNode(value: unknown): string {
  if (!value || typeof value !== "object") return "";
  const v = value as { type?: string; selector?: string; snippet?: string };
  if (v.type === "node" && (v.selector || v.snippet)) return `${v.selector ?? ""} ${v.snippet ?? ""}`.trim().slice(0, 160);
  for (const child of Object.values(value)) {
    const found = findNode(child);
    if (found) return found;
  }
  return "";
}

function diagnostics(lhr: Lhr, origin: string) {
  const mainThread = tableItems(lhr, "mainthread-work-breakdown").map((i) => ({ group: String(i.groupLabel ?? i.group), ms: Math.round(Number(i.duration ?? 0)) }));
  const scripts = tableItems(lhr, "bootup-time").map((i) => ({
    url: String(i.url ?? "").replace(origin, ""),
    scriptingMs: Math.round(Number(i.scripting ?? 0)),
    parseMs: Math.round(Number(i.scriptParseCompile ?? 0)),
  }));
  return {
    mainThreadMs: Math.round(lhr.audits["mainthread-work-breakdown"]?.numericValue ?? 0),
    mainThread,
    scripts: scripts.sort((a, b) => b.scriptingMs - a.scriptingMs),
    lcpElement: findNode(lhr.audits["lcp-breakdown-insight"]?.details) || findNode(lhr.audits["largest-contentful-paint-element"]?.details),
  };
}

/** Headless Chromium for Lighthouse runs: Debian's chromium unless CHROMIUM_PATH names another. */
export function launchChrome(): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-background-networking", "--disable-component-update", "--no-first-run", "--disable-quic"],
  });
}

/** opts.cookie: sent with every request of the runs (e.g. a cart cookie for a checkout page). */
export async function lighthouseScores(origin: string, paths: string[], opts: { cookie?: string } = {}): Promise<LighthouseScore[]> {
  const chrome = await launchChrome();
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
          // Say why, so a failed run can be told from a slow page (e.g. NO_FCP, PROTOCOL_TIMEOUT).
          console.log(`lighthouse: run ${i + 1} of ${path} failed: ${lhr.runtimeError?.code ?? "no performance score"} ${lhr.runtimeError?.message ?? ""}`.trimEnd());
          results.push(null);
          continue;
        }
        results.push({
          path,
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
          fcpMs: Math.round(lhr.audits["first-contentful-paint"]?.numericValue ?? 0),
          lcpMs: Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? 0),
          cls: Number((lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
          tbtMs: Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0),
          ...diagnostics(lhr, origin),
        });
      }
      const ok = results.filter((r) => r !== null).sort((a, b) => a.performance - b.performance);
      const median = ok[Math.floor((ok.length - 1) / 2)] ?? { path, performance: 0, accessibility: 0, fcpMs: 0, lcpMs: 0, cls: 0, tbtMs: 0, mainThreadMs: 0, mainThread: [], scripts: [], lcpElement: "" };
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
  for (const line of vitalsLines(scores)) console.log(line);
}
