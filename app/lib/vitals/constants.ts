/**
 * Real-user measurement (ADR 024): the page types a report names, the bounds a report's figures must
 * keep, and the rate limit per client address. Imported directly (never re-exported through constants.ts).
 */

/** Page types a report may name: daily aggregates are kept per type, never per URL or per shopper. */
export const VITALS_PAGE_TYPES = ["home", "category", "product", "cart", "checkout", "account", "content", "other"] as const;
export type VitalsPageType = (typeof VITALS_PAGE_TYPES)[number];

export const VITALS_METRICS = ["lcp", "inp", "cls"] as const;
export type VitalsMetric = (typeof VITALS_METRICS)[number];

/** Largest accepted figures: LCP and INP in milliseconds, CLS unitless. The reporter clamps to these. */
export const VITALS_MAX = { lcp: 60_000, inp: 60_000, cls: 10 } as const satisfies Record<VitalsMetric, number>;

/** POST /v1/vitals per client address: one report per page view; more than this per window gets 429. */
export const VITALS_RATE_LIMIT = { max: 120, windowS: 60 } as const;

/** Days of aggregates `npm run vitals` reads by default. */
export const VITALS_REPORT_DAYS = 28;

export const VITALS_PATH = "/v1/vitals";
