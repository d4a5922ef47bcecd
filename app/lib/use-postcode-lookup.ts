/**
 * The NL address lookup of the address forms (spec section 4 "Address lookup", section 5): once zipcode and
 * house_number are both filled and the country is NL, GET /v1/checkout/postcode/autocomplete; the answer
 * sets street and city and marks the zip code valid, or (not found, failed, malformed) empties street and
 * city and marks it invalid. BE is never looked up. Used by the account address pages and the checkout.
 *
 *   const lookup = usePostcodeLookup({ onResult: (r) => { ...fill or clear street/city, flag the zip code } });
 *   lookup.request({ zipcode, house_number, extension, country_code });   // on every change of those fields
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { browserApi } from "./api/client";
import type { PostcodeLookup } from "./api/types/account";
import { normalizeZipcode } from "./schemas/account";

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

export function usePostcodeLookup({ onResult, debounceMs = 250, lookup = defaultLookup }: PostcodeLookupOptions) {
  const [status, setStatus] = useState<PostcodeLookupStatus>("idle");
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inflight = useRef<AbortController | null>(null);
  const lastKey = useRef<string | null>(null);
  const onResultRef = useRef(onResult);
  onResultRef.current = onResult;

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    inflight.current?.abort();
    inflight.current = null;
  }, []);

  useEffect(() => cancel, [cancel]);

  const run = useCallback(
    async (q: PostcodeQuery) => {
      const controller = new AbortController();
      inflight.current = controller;
      setStatus("loading");
      let result: PostcodeLookup;
      if (!normalizeZipcode(q.zipcode, "NL") || !/^\d/u.test(q.house_number)) {
        result = INVALID; // the API would refuse it: 'Postcode onjuist' without asking
      } else {
        try {
          result = await lookup(q, { signal: controller.signal });
        } catch {
          if (controller.signal.aborted) return;
          result = INVALID; // a failed lookup flags the zip code (spec section 5)
        }
      }
      if (controller.signal.aborted) return;
      inflight.current = null;
      const outcome = result.valid && result.street && result.city ? result : INVALID;
      setStatus(outcome.valid ? "found" : "invalid");
      onResultRef.current(outcome, q);
    },
    [lookup],
  );

  /** Asks (debounced) for a changed query; a query that cannot be looked up cancels a pending one. */
  const request = useCallback(
    (raw: PostcodeQuery) => {
      const q = lookupQuery(raw);
      if (!q) {
        cancel();
        lastKey.current = null;
        setStatus("idle");
        return;
      }
      const key = keyOf(q);
      if (key === lastKey.current) return;
      lastKey.current = key;
      cancel();
      timer.current = setTimeout(() => void run(q), debounceMs);
    },
    [cancel, run, debounceMs],
  );

  return { status, request, cancel };
}
