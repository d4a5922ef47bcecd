/**
 * The page cache's goals for `npm run bench` (ADR 022):
 * a cached home, category and product page answer at >= 0.8x the floor's req/s (/v1/health, autocannon in
 * the same run) and with a time to first byte within 1.2x that of a static asset (p50 of sequential
 * requests on one kept-alive connection).
 *   BENCH_ONLY=page-cache BENCH_SIZES=seed npm run bench    only this section (and its floor)
 */
import http from "node:http";
import autocannon from "autocannon";

export const PAGE_CACHE_REQ_RATIO_GOAL = 0.8;
export const PAGE_CACHE_TTFB_RATIO_GOAL = 1.2;

/** A session cookie in no valid format: the page cache is passed by, and no session is looked up. */
export const UNCACHED_COOKIE = "__Host-droomnest_session=bench-uncached";

export interface PageCacheGoal {
  assortment: string;
  name: string;
  path: string;
  reqPerSec: number;
  floorReqPerSec: number;
  ttfbP50: number;
  staticTtfbP50: number;
  /** The floor's TTFB in the same series: what any answer of the Worker costs before its own work. */
  floorTtfbP50: number;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One GET on the kept-alive connection: milliseconds to the first byte of the response, and its page-cache state. */
function firstByte(origin: string, path: string, ua: string): Promise<{ ms: number; state: string; status: number }> {
  const { hostname, port } = new URL(origin);
  const t = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.get({ host: hostname, port, path, agent, headers: { "user-agent": ua, accept: "text/html" } }, (res) => {
      const ms = performance.now() - t;
      res.resume();
      res.on("end", () => resolve({ ms, state: String(res.headers["x-page-cache"] ?? ""), status: res.statusCode ?? 0 }));
    });
    req.on("error", reject);
  });
}

/**
 * p50 TTFB of each path, the paths taken in turn, so a busy machine weighs on all of them alike; in a new
 * random order every round, as a fixed order was seen to favour the request right after the static asset.
 */
async function ttfbP50(origin: string, paths: string[], ua: string, n: number): Promise<number[]> {
  const times = paths.map(() => [] as number[]);
  for (let i = 0; i < n; i++) {
    const order = paths.map((_, k) => k).sort(() => Math.random() - 0.5);
    for (const k of order) times[k]!.push((await firstByte(origin, paths[k]!, ua)).ms);
  }
  return times.map((t) => t.sort((a, b) => a - b)[Math.floor(n * 0.5)]!);
}

/** Asks until the page comes from the cache (a miss stores its copy a moment after answering). */
async function warm(origin: string, path: string, ua: string): Promise<boolean> {
  for (let i = 0; i < 50; i++) {
    const r = await firstByte(origin, path, ua);
    if (r.status !== 200) throw new Error(`bench: ${path} answered ${r.status}`);
    if (r.state === "hit") return true;
    await new Promise((res) => setTimeout(res, 50));
  }
  return false;
}

function reqPerSec(origin: string, path: string, ua: string, duration: number): Promise<number> {
  return new Promise((resolve, reject) => {
    autocannon({ url: `${origin}${path}`, connections: 10, duration, headers: { "user-agent": ua, accept: "text/html,application/json" } }, (err, res) => {
      if (err) return reject(err);
      if (res.non2xx > 0) return reject(new Error(`bench: ${res.non2xx} requests of ${path} did not answer 2xx`));
      resolve(res.requests.average);
    });
  });
}

/**
 * Loads each cached page right after a run of the floor (the ratio compares neighbours, as the machine's
 * speed drifts), then the TTFB series: static asset, page and floor in turn.
 */
export async function pageCacheGoals(
  origin: string,
  assortment: string,
  pages: { name: string; path: string }[],
  opts: { ua: string; duration: number; staticPath: string },
): Promise<PageCacheGoal[]> {
  const goals: PageCacheGoal[] = [];
  for (const p of pages) {
    if (!(await warm(origin, p.path, opts.ua))) console.log(`bench: ${p.path} never came from the page cache`);
    const floor = await reqPerSec(origin, "/v1/health", opts.ua, opts.duration);
    const rps = await reqPerSec(origin, p.path, opts.ua, opts.duration);
    goals.push({ assortment, name: p.name, path: p.path, reqPerSec: rps, floorReqPerSec: floor, ttfbP50: 0, staticTtfbP50: 0, floorTtfbP50: 0 });
  }
  // Let the runtime settle after the load runs, then time first bytes one request at a time.
  await new Promise((r) => setTimeout(r, 2000));
  await ttfbP50(origin, [opts.staticPath], opts.ua, 20);
  for (const g of goals) {
    const [asset, page, floor] = await ttfbP50(origin, [opts.staticPath, g.path, "/v1/health"], opts.ua, 100);
    Object.assign(g, { staticTtfbP50: asset!, ttfbP50: page!, floorTtfbP50: floor! });
  }
  return goals;
}

export function printPageCacheGoals(goals: PageCacheGoal[]): void {
  if (goals.length === 0) return;
  console.log(`\nPage cache goals (cached anonymous pages; req/s with autocannon next to the floor, TTFB p50 of sequential requests):`);
  for (const g of goals) {
    const ratio = g.reqPerSec / g.floorReqPerSec;
    const ttfb = g.ttfbP50 / g.staticTtfbP50;
    console.log(
      `  ${g.assortment.padEnd(18)} ${g.name.padEnd(22)} ${g.reqPerSec.toFixed(0).padStart(6)} req/s = ${ratio.toFixed(2)}x floor (goal >= ${PAGE_CACHE_REQ_RATIO_GOAL}x: ${ratio >= PAGE_CACHE_REQ_RATIO_GOAL ? "met" : "NOT met"})` +
        `  TTFB ${g.ttfbP50.toFixed(1)} ms = ${ttfb.toFixed(2)}x static asset ${g.staticTtfbP50.toFixed(1)} ms (goal <= ${PAGE_CACHE_TTFB_RATIO_GOAL}x: ${ttfb <= PAGE_CACHE_TTFB_RATIO_GOAL ? "met" : "NOT met"}; floor ${g.floorTtfbP50.toFixed(1)} ms)`,
    );
  }
}
