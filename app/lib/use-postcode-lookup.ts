/**
 * The NL address lookup of the address forms (spec section 4 "Address lookup", section 5): once zipcode and
 * house_number are both filled and the country is NL, GET /v1/checkout/postcode/autocomplete; the answer
 * sets street and city and marks the zip code valid, or (not found, failed, malformed) empties street and
 * city and marks it invalid. BE is never looked up. Used by the account address pages and the checkout.
 *
 *   const lookup = usePostcodeLookup({ onResult: (r) => { ...fill or clear street/city, flag the zip code } });
 *   lookup.request({ zipcode, house_number, extension, country_code });   // on every change of those fields
 */
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { browserApi } from "./api/client";
import type { PostcodeLookup } from "./api/types/account";
import { normalizeZipcode } from "./field-rules";

export interface PostcodeQuery {
  zipcode: string;
  house_number: string;
  extension?: string;
  country_code: string;
}

export type PostcodeLookupStatus = "idle" | "loading" | "found" | "invalid";

export interface PostcodeLookupOptions {
  /** Called with the outcome of a lookup (never for a query that is skipped or superseded). */
  onResult: (result: PostcodeLookup, query: PostcodeQuery) => void;
  /** Wait this long after the last change before asking (typing a postcode asks once). */
  debounceMs?: number;
  /** The lookup call (default: the browser API client); tests and other transports inject theirs. */
  lookup?: (query: PostcodeQuery, init: RequestInit) => Promise<PostcodeLookup>;
}

const INVALID: PostcodeLookup = { valid: false, street: "", city: "" };

const defaultLookup = (q: PostcodeQuery, init: RequestInit) =>
  browserApi.checkout.postcode({ zipcode: q.zipcode, house_number: q.house_number, extension: q.extension ?? "", country_code: q.country_code }, init);

/** The query as the lookup would send it, or null when nothing is to be looked up yet (or not NL). */
export function lookupQuery(q: PostcodeQuery): PostcodeQuery | null {
  if (q.country_code !== "NL") return null;
  const zipcode = q.zipcode.trim();
  const house = q.house_number.trim();
  if (!zipcode || !house) return null;
  return { zipcode, house_number: house, extension: (q.extension ?? "").trim(), country_code: "NL" };
}

/** The key two queries share when their answer is the same (an extension does not change street or city). */
const keyOf = (q: PostcodeQuery) => `${q.zipcode.replace(/\s+/gu, "").toUpperCase()}|${q.house_number}`;

export interface PostcodeLookupRunnerOptions {
  lookup: (query: PostcodeQuery, init: RequestInit) => Promise<PostcodeLookup>;
  onResult: (result: PostcodeLookup, query: PostcodeQuery) => void;
  onStatus: (status: PostcodeLookupStatus) => void;
  debounceMs: number;
}

/**
 * The lookup without React: debounces changes, asks once per postcode + house number, aborts a superseded
 * request, and reports only the answer to the latest query. A malformed query, a failed call or an answer
 * without street or city is "invalid" (valid false, both empty).
 */
export class PostcodeLookupRunner {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private inflight: AbortController | null = null;
  private lastKey: string | null = null;

  constructor(private readonly options: PostcodeLookupRunnerOptions) {}

  /** Asks (debounced) for a changed query; a query that cannot be looked up cancels a pending one. */
  request(raw: PostcodeQuery): void {
    const q = lookupQuery(raw);
    if (!q) {
      this.cancel();
      this.lastKey = null;
      this.options.onStatus("idle");
      return;
    }
    const key = keyOf(q);
    if (key === this.lastKey) return;
    this.lastKey = key;
    this.cancel();
    this.timer = setTimeout(() => void this.run(q), this.options.debounceMs);
  }

  cancel(): void {
    clearTimeout(this.timer);
    this.inflight?.abort();
    this.inflight = null;
  }

  private async run(q: PostcodeQuery): Promise<void> {
    const controller = new AbortController();
    this.inflight = controller;
    this.options.onStatus("loading");
    let result: PostcodeLookup = INVALID; // the API would refuse a malformed query: no need to ask
    if (normalizeZipcode(q.zipcode, "NL") && /^\d/u.test(q.house_number)) {
      try {
        result = await this.options.lookup(q, { signal: controller.signal });
      } catch {
        result = INVALID; // a failed lookup flags the zip code (spec section 5)
      }
    }
    if (controller.signal.aborted) return;
    this.inflight = null;
    const outcome = result.valid && result.street && result.city ? { valid: true, street: result.street, city: result.city } : INVALID;
    this.options.onStatus(outcome.valid ? "found" : "invalid");
    this.options.onResult(outcome, q);
  }
}

/** The runner as a React hook: status for the page, onResult to fill or clear the fields. */
export function usePostcodeLookup({ onResult, debounceMs = 250, lookup = defaultLookup }: PostcodeLookupOptions) {
  const [status, setStatus] = useState<PostcodeLookupStatus>("idle");
  const onResultRef = useRef(onResult);
  onResultRef.current = onResult;
  const runner = useMemo(
    () => new PostcodeLookupRunner({ lookup, debounceMs, onStatus: setStatus, onResult: (result, query) => onResultRef.current(result, query) }),
    [lookup, debounceMs],
  );
  useEffect(() => () => runner.cancel(), [runner]);
  const request = useCallback((q: PostcodeQuery) => runner.request(q), [runner]);
  const cancel = useCallback(() => runner.cancel(), [runner]);
  return { status, request, cancel };
}
