/**
 * Real-user measurement (ADR 024): LCP, INP and CLS of each page view, web-vitals style, with the
 * browser's PerformanceObserver only (no dependency, no third party). Loaded on demand by use-vitals.ts,
 * and only after the visitor accepted analytics cookies. One report per page view, to POST /v1/vitals:
 * when the page is hidden or left (visibilitychange/pagehide) or, for a client-side navigation, when the
 * next page view starts. LCP exists only for the document's first page view (soft navigations have none).
 */
import { VITALS_MAX, VITALS_PATH, type VitalsPageType } from "./constants";

/** The page type of the leaf route (route ids are the module paths of app/routes.ts). */
export function pageTypeOf(routeId: string, kind: unknown): VitalsPageType {
  if (routeId === "routes/home") return "home";
  if (routeId === "routes/product") return "product";
  if (routeId === "routes/catch-all") return kind === "category" ? "category" : "other";
  if (routeId === "routes/brands/brand" || routeId === "routes/product-overview") return "category";
  if (routeId === "routes/cart" || routeId === "routes/cart-restore") return "cart";
  if (routeId === "routes/checkout" || routeId.startsWith("routes/checkout/")) return "checkout";
  if (routeId.startsWith("routes/account/")) return "account";
  if (/^routes\/(?:blog|service)\//u.test(routeId)) return "content";
  if (["routes/textpage", "routes/inspiration", "routes/content-overview", "routes/sitemap", "routes/discount-code", "routes/brands/index"].includes(routeId)) return "content";
  return "other";
}

interface View {
  key: string;
  type: VitalsPageType;
  /** performance.now() when the view began: earlier entries belong to an earlier view. */
  start: number;
  landing: boolean;
  lcp: number | null;
  cls: number;
  sent: boolean;
}

let view: View | null = null;
// CLS: the largest session window (shifts less than 1 s apart, at most 5 s long) of the view.
let session = { value: 0, first: 0, last: 0 };
// INP: the longest duration per interaction; the reported figure skips one per 50 interactions (as web-vitals).
const interactions = new Map<number, number>();

function inp(): number | null {
  if (interactions.size === 0) return null;
  const longest = [...interactions.values()].sort((a, b) => b - a);
  return longest[Math.min(longest.length - 1, Math.floor(interactions.size / 50))]!;
}

const clamp = (v: number, max: number) => Math.min(Math.max(v, 0), max);

/** The report of the current view, once: null figures for what the view did not produce. */
function flush(): void {
  if (!view || view.sent) return;
  view.sent = true;
  const i = inp();
  const body = JSON.stringify({
    page_type: view.type,
    lcp: view.lcp === null ? null : Math.round(clamp(view.lcp, VITALS_MAX.lcp)),
    inp: i === null ? null : Math.round(clamp(i, VITALS_MAX.inp)),
    cls: Math.round(clamp(view.cls, VITALS_MAX.cls) * 10_000) / 10_000,
  });
  // JSON (the /v1 CSRF rule) to this origin; a beacon survives the page being closed.
  const sent = typeof navigator.sendBeacon === "function" && navigator.sendBeacon(VITALS_PATH, new Blob([body], { type: "application/json" }));
  if (!sent) void fetch(VITALS_PATH, { method: "POST", body, headers: { "Content-Type": "application/json" }, keepalive: true }).catch(() => undefined);
}

function observe(type: string, onEntries: (entries: PerformanceEntry[]) => void, extra: Record<string, unknown> = {}): void {
  try {
    new PerformanceObserver((list) => onEntries(list.getEntries())).observe({ type, buffered: true, ...extra } as PerformanceObserverInit);
  } catch {
    // A browser without this entry type reports the other figures.
  }
}

function startObservers(): void {
  observe("largest-contentful-paint", (entries) => {
    if (view?.landing && !view.sent) view.lcp = entries.at(-1)!.startTime;
  });
  observe("layout-shift", (entries) => {
    for (const e of entries as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!view || e.hadRecentInput || e.startTime < view.start) continue;
      if (session.value > 0 && e.startTime - session.last < 1000 && e.startTime - session.first < 5000) {
        session.value += e.value;
        session.last = e.startTime;
      } else session = { value: e.value, first: e.startTime, last: e.startTime };
      view.cls = Math.max(view.cls, session.value);
    }
  });
  const onEvents = (entries: PerformanceEntry[]) => {
    for (const e of entries as (PerformanceEntry & { interactionId?: number })[]) {
      if (!view || !e.interactionId || e.startTime < view.start) continue;
      interactions.set(e.interactionId, Math.max(interactions.get(e.interactionId) ?? 0, e.duration));
    }
  };
  observe("event", onEvents, { durationThreshold: 40 });
  observe("first-input", onEvents);
  document.addEventListener("visibilitychange", () => document.visibilityState === "hidden" && flush());
  addEventListener("pagehide", flush);
}

/**
 * A page view (called by use-vitals.ts on every location): the first call starts the observers and the
 * document's landing view; a new location key reports the previous view and starts the next one.
 */
export function reportPageView(routeId: string, kind: unknown, key: string, landing: boolean): void {
  if (view?.key === key) return;
  const first = view === null;
  flush();
  session = { value: 0, first: 0, last: 0 };
  interactions.clear();
  view = { key, type: pageTypeOf(routeId, kind), start: first && landing ? 0 : performance.now(), landing: first && landing, lcp: null, cls: 0, sent: false };
  if (first) startObservers();
}
