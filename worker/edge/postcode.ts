/**
 * Postcode adapter: the street and city of a Dutch postcode + house number (spec section 5: only NL is
 * looked up). Two implementations, chosen by configuration (docs/decisions/015-postcode-adapter.md):
 * - Embedded default: the seeded D1 table `postcodes` (kv-seed/postcodes.json: a few hundred DEMO ranges,
 *   not a BAG extract). Works offline; an address outside the demo set is "not found".
 * - PDOK Locatieserver (POSTCODE_PROVIDER=pdok): the government's free BAG search, no key. A slow (more than
 *   POSTCODE_TIMEOUT_MS), failing, empty or malformed answer is "not found" (logged): the spec flags the zip code invalid then.
 */
import { normalizeZipcode } from "../../app/lib/schemas/account";
import { z } from "../../app/lib/schemas/zod";
import type { Env } from "../env";
import { createLogger, type Logger } from "../http/log";
import { allPostcodeRows, findPostcodeAddress, matchPostcodeRow, type PostcodeAddress, type PostcodeRow } from "../store/postcodes";
import { envCacheVersion } from "./cache";
import { parseProviderAnswer, providerFetch, providerJson, withFallback } from "./provider-fetch";

export type { PostcodeAddress };

export interface PostcodeQuery {
  zipcode: string;
  house_number: string;
  extension?: string;
  country_code: "NL" | "BE";
}

export interface PostcodeAdapter {
  readonly name: "embedded" | "pdok";
  /** Street and city, or null when not found, not looked up (BE) or when the provider failed. */
  lookup(query: PostcodeQuery): Promise<PostcodeAddress | null>;
}

export interface PostcodeOptions {
  log?: Logger;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export const PDOK_URL = "https://api.pdok.nl/bzk/locatieserver/search/v3_1/free";
export const POSTCODE_TIMEOUT_MS = 2000;

/** The NL query a lookup can use (normalised zipcode, numeric house number), or null: nothing to look up. */
function nlQuery(query: PostcodeQuery): { zipcode: string; houseNumber: number } | null {
  if (query.country_code !== "NL") return null;
  const zipcode = normalizeZipcode(query.zipcode, "NL");
  const m = /^\s*(\d{1,6})/u.exec(query.house_number);
  if (!zipcode || !m) return null;
  const houseNumber = Number(m[1]);
  return houseNumber > 0 ? { zipcode, houseNumber } : null;
}

/**
 * The embedded set held in the isolate (ADR 015: the lookup answers without a D1 round trip). It is a few
 * hundred demo ranges, read whole once and kept while fresh: at most SNAPSHOT_FRESH_MS, and only under the seed
 * version it was read with (a seed changes the version, as for the KV cache layer), so a seeded change shows
 * within a minute. An empty table (not seeded yet) is never kept. A table larger than SNAPSHOT_MAX_ROWS is
 * remembered as too large for as long (byZipcode null): its lookups read D1 one by one, as before, without
 * reading the whole table again first.
 */
interface PostcodeSnapshot {
  version: string;
  loadedAt: number;
  /** The rows by postcode; null: the table is too large to hold, read D1 per lookup. */
  byZipcode: Map<string, PostcodeRow[]> | null;
}

export const SNAPSHOT_FRESH_MS = 60_000;
export const SNAPSHOT_MAX_ROWS = 5_000;

let snapshot: PostcodeSnapshot | null = null;
let loading: { version: string; promise: Promise<PostcodeSnapshot | null> } | null = null;

/** For tests: forget the isolate's copy. */
export function resetPostcodeSnapshot(): void {
  snapshot = null;
  loading = null;
}

async function loadSnapshot(db: D1Database, version: string, now: number, maxRows: number): Promise<PostcodeSnapshot | null> {
  const rows = await allPostcodeRows(db, maxRows);
  if (!rows) return { version, loadedAt: now, byZipcode: null };
  if (rows.length === 0) return null;
  const byZipcode = new Map<string, PostcodeRow[]>();
  for (const row of rows) {
    const list = byZipcode.get(row.zipcode);
    if (list) list.push(row);
    else byZipcode.set(row.zipcode, [row]);
  }
  return { version, loadedAt: now, byZipcode };
}

/** A fresh copy for this seed version: the kept one, one being read (shared), or a new read; null: read D1. */
async function currentSnapshot(db: D1Database, version: string, now: number, maxRows: number): Promise<PostcodeSnapshot | null> {
  if (snapshot && snapshot.version === version && now - snapshot.loadedAt < SNAPSHOT_FRESH_MS) return snapshot;
  if (!loading || loading.version !== version) {
    const promise = loadSnapshot(db, version, now, maxRows)
      .then((loaded) => {
        if (loaded) snapshot = loaded;
        return loaded;
      })
      .catch(() => null)
      .finally(() => {
        if (loading?.promise === promise) loading = null;
      });
    loading = { version, promise };
  }
  return loading.promise;
}

export interface EmbeddedPostcodeOptions {
  /** The seed version the isolate's copy is kept under; without it (or when it fails) every lookup reads D1. */
  version?: () => Promise<string>;
  now?: () => number;
  /** The most rows held in the isolate (default SNAPSHOT_MAX_ROWS). */
  maxRows?: number;
}

export function embeddedPostcodes(db: D1Database, options: EmbeddedPostcodeOptions = {}): PostcodeAdapter {
  return {
    name: "embedded",
    async lookup(query) {
      const q = nlQuery(query);
      if (!q) return null;
      const version = options.version ? await options.version().catch(() => null) : null;
      const snap = version === null ? null : await currentSnapshot(db, version, options.now?.() ?? Date.now(), options.maxRows ?? SNAPSHOT_MAX_ROWS);
      return snap?.byZipcode ? matchPostcodeRow(snap.byZipcode.get(q.zipcode), q.houseNumber) : findPostcodeAddress(db, q.zipcode, q.houseNumber);
    },
  };
}

/**
 * The Locatieserver's `free` answer (Solr): `{ response: { numFound, start, maxScore, numFoundExact, docs: [...] } }`,
 * each document with the fields asked in `fl`. Anything else is a malformed answer.
 */
const PdokFreeAnswer = z.object({
  response: z.object({
    numFound: z.number().int().nonnegative(),
    start: z.number().int().nonnegative().optional(),
    docs: z.array(
      z.object({
        straatnaam: z.string().optional(),
        woonplaatsnaam: z.string().optional(),
        postcode: z.string().optional(),
        huisnummer: z.number().optional(),
      }),
    ),
  }),
});

/**
 * Street and city from a Locatieserver answer: the first document, when it is for the asked postcode and has
 * both names; null when it has none. An answer of another shape throws ProviderFailure (malformed).
 */
export function pdokAddress(body: unknown, zipcode: string): PostcodeAddress | null {
  const doc = parseProviderAnswer(PdokFreeAnswer, body).response.docs[0];
  if (!doc) return null;
  const street = doc.straatnaam?.trim() ?? "";
  const city = doc.woonplaatsnaam?.trim() ?? "";
  if (doc.postcode !== undefined && doc.postcode.replace(/\s+/gu, "").toUpperCase() !== zipcode.replace(" ", "")) return null;
  return street && city ? { street, city } : null;
}

/** pdokAddress, with a malformed answer as null (not found). */
export function parsePdokAnswer(body: unknown, zipcode: string): PostcodeAddress | null {
  try {
    return pdokAddress(body, zipcode);
  } catch {
    return null;
  }
}

/** The Locatieserver request for one address: postcode and house number, addresses only, one document. */
export function pdokUrl(zipcode: string, houseNumber: number): string {
  const params = new URLSearchParams({
    q: `postcode:${zipcode.replace(" ", "")} AND huisnummer:${houseNumber}`,
    fq: "type:adres",
    fl: "straatnaam,woonplaatsnaam,postcode,huisnummer",
    rows: "1",
  });
  return `${PDOK_URL}?${params}`;
}

export function pdokPostcodes(options: PostcodeOptions = {}): PostcodeAdapter {
  const log = options.log ?? createLogger({ adapter: "postcode" });
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? POSTCODE_TIMEOUT_MS;
  return {
    name: "pdok",
    async lookup(query) {
      const q = nlQuery(query);
      if (!q) return null;
      return withFallback(
        async () => {
          const res = await providerFetch(pdokUrl(q.zipcode, q.houseNumber), { headers: { Accept: "application/json" } }, { fetch: doFetch, timeoutMs });
          return pdokAddress(await providerJson(res, z.unknown()), q.zipcode);
        },
        null,
        log,
        "postcode lookup failed; the zip code counts as not found",
        { provider: "pdok" },
      );
    },
  };
}

/** PDOK when POSTCODE_PROVIDER is "pdok", else the embedded D1 set. */
export function postcodeAdapter(env: Env, options: PostcodeOptions = {}): PostcodeAdapter {
  if (env.POSTCODE_PROVIDER === "pdok") return pdokPostcodes(options);
  return embeddedPostcodes(env.DB, { version: () => envCacheVersion(env) });
}
